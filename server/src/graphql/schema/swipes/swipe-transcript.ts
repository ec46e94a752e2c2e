import { aiConfigured } from '../../../ai/provider.js';
import type { TimedText } from '../../../ai/transcription.js';
import { TRANSCRIPTION_SETUP_HELP } from '../../../ai/transcription.js';
import { TranscriptStatus } from '../../../generated/prisma/enums.js';
import { setupHelpFor } from '../../../services/admin/setup-help.js';
import { type TranscriptView, transcriptView } from '../../../services/videos/video-words.js';
import { builder } from '../../builder.js';

// A VIDEO swipe's transcript (docs/swipes.md, "Videos"; services/videos/video-words.ts).

const TranscriptStatusEnum = builder.enumType(TranscriptStatus, {
  name: 'TranscriptStatus',
  description: "Where the transcript of a video's speech stands.",
  values: {
    OFF: { description: 'AI is not switched on for this server: no transcript is made.' },
    PENDING: { description: 'Waiting for the video to be read, or for the AI provider.' },
    DONE: { description: 'Transcribed: segments hold the speech (none when nothing is said).' },
    FAILED: { description: 'It could not be transcribed; failure says why.' },
  },
});

const TranscriptSegmentRef = builder.objectRef<TimedText>('TranscriptSegment').implement({
  description: 'A stretch of speech and when it is said.',
  fields: (t) => ({
    startMs: t.exposeInt('startMs', { description: 'Where it starts, in ms from the start.' }),
    endMs: t.exposeInt('endMs', { description: 'Where it ends, in ms from the start.' }),
    text: t.exposeString('text', { description: 'What is said.' }),
  }),
});

const SwipeTranscriptRef = builder.objectRef<TranscriptView>('SwipeTranscript').implement({
  description: "The transcript of a video's speech, through the server's AI provider.",
  fields: (t) => ({
    status: t.expose('status', { type: TranscriptStatusEnum, description: 'Where it stands.' }),
    failure: t.exposeString('failure', {
      nullable: true,
      description: 'Why it could not be transcribed (FAILED only).',
    }),
    note: t.exposeString('note', {
      nullable: true,
      description: 'Why a DONE transcript has no segments, when known (a video without sound).',
    }),
    segments: t.field({
      type: [TranscriptSegmentRef],
      description: 'The speech in order, with timestamps (DONE only).',
      resolve: (transcript) => transcript.segments,
    }),
    setupHelp: t.string({
      nullable: true,
      description:
        'How to switch transcripts on, for administrators while AI is off (null for everyone else).',
      resolve: (transcript, _args, context) =>
        transcript.status === 'OFF' ? setupHelpFor(context.viewer, TRANSCRIPTION_SETUP_HELP) : null,
    }),
  }),
});

builder.prismaObjectFields('Swipe', (t) => ({
  transcript: t.field({
    type: SwipeTranscriptRef,
    nullable: true,
    description: "A video's transcript, searched like its other texts (null for other kinds).",
    select: {
      kind: true,
      videoStatus: true,
      transcript: { select: { status: true, failure: true, note: true, segments: true } },
    },
    resolve: (swipe, _args, context) => transcriptView(swipe, aiConfigured(context.config)),
  }),
}));
