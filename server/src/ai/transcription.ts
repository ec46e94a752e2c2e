import { type AiSettings, aiConfigured, requestFailure } from './provider.js';

// Video transcripts (docs/remix.md, "Video transcripts"): the provider's speech-to-text endpoint
// (`AI_BASE_URL/audio/transcriptions`, OpenAI's format) through the AI SDK's `transcribe`,
// with AI_TRANSCRIPTION_MODEL. Loaded on the first transcript, like AI Remix's SDK.

/** What an administrator is told while AI is off (a video's transcript, in the detail view). */
export const TRANSCRIPTION_SETUP_HELP =
  'Video transcripts need an AI provider. Set AI_BASE_URL to an OpenAI-compatible API with an audio transcription endpoint (for example https://api.openai.com/v1), AI_MODEL and, if the provider needs one, AI_API_KEY; AI_TRANSCRIPTION_MODEL names the speech-to-text model (whisper-1 by default). Then restart Swipestack: the videos saved meanwhile are transcribed too.';

export type TranscriptionSettings = AiSettings & { AI_TRANSCRIPTION_MODEL: string };

export interface TimedText {
  startMs: number;
  endMs: number;
  text: string;
}

/** The timed segments of the speech, or why there are none (a sentence). */
export type TranscriptionOutcome = { segments: TimedText[] } | { failure: string };

/** Audio longer than a video may be (10 minutes) is transcribed well within this. */
const TRANSCRIPTION_TIMEOUT_MS = 5 * 60_000;

export async function transcribeAudio(
  settings: TranscriptionSettings,
  audio: Uint8Array,
): Promise<TranscriptionOutcome> {
  if (!aiConfigured(settings)) return { failure: 'AI is not switched on for this server.' };
  const [{ createOpenAI }, { APICallError, transcribe }] = await Promise.all([
    import('@ai-sdk/openai'),
    import('ai'),
  ]);
  const provider = createOpenAI({
    baseURL: settings.AI_BASE_URL,
    ...(settings.AI_API_KEY ? { apiKey: settings.AI_API_KEY } : {}),
  });
  const timeout = AbortSignal.timeout(TRANSCRIPTION_TIMEOUT_MS);
  try {
    const result = await transcribe({
      model: provider.transcription(settings.AI_TRANSCRIPTION_MODEL),
      audio,
      providerOptions: {
        openai: { responseFormat: 'verbose_json', timestampGranularities: ['segment'] },
      },
      // The job retries a failed transcript a bounded number of times (jobs/queue.ts).
      maxRetries: 0,
      abortSignal: timeout,
    });
    const segments = result.segments
      .map((segment) => ({
        startMs: Math.max(0, Math.round(segment.startSecond * 1000)),
        endMs: Math.max(0, Math.round(segment.endSecond * 1000)),
        text: segment.text.trim(),
      }))
      .filter((segment) => segment.text);
    // A provider that answers without timings: its whole text as one segment.
    if (!segments.length && result.text.trim())
      segments.push({
        startMs: 0,
        endMs: Math.round((result.durationInSeconds ?? 0) * 1000),
        text: result.text.trim(),
      });
    return { segments };
  } catch (error) {
    if (timeout.aborted)
      return {
        failure: `The AI provider did not finish the transcript within ${TRANSCRIPTION_TIMEOUT_MS / 60_000} minutes.`,
      };
    const message = error instanceof Error ? error.message : String(error);
    return {
      failure:
        requestFailure(error, APICallError, 'AI_TRANSCRIPTION_MODEL') ??
        `The AI provider's transcript could not be read: ${message.slice(0, 200)}`,
    };
  }
}
