import { VideoStatus } from '../../../generated/prisma/enums.js';
import { setupHelpFor } from '../../../services/admin/setup-help.js';
import { ffmpegInstalled, VIDEO_SETUP_HELP } from '../../../services/videos/ffmpeg.js';
import { type SwipeVideoView, swipeVideoView } from '../../../services/videos/video-view.js';
import { builder } from '../../builder.js';

// A VIDEO swipe's file and what its processing read from it (docs/swipes.md, "Videos").

const VideoStatusEnum = builder.enumType(VideoStatus, {
  name: 'VideoStatus',
  description: 'Where reading an uploaded video (its length, size, poster and strip) stands.',
  values: {
    PROCESSING: { description: 'Waiting for, or being read by, the video worker.' },
    READY: { description: 'Read: its poster, strip, length and size are known.' },
    FAILED: {
      description: 'ffmpeg could not read it: see failure. Nothing of it but the file is kept.',
    },
  },
});

const SwipeVideoRef = builder.objectRef<SwipeVideoView>('SwipeVideo').implement({
  description: "A VIDEO swipe's file, its poster and its strip of frames.",
  fields: (t) => ({
    status: t.expose('status', { type: VideoStatusEnum, description: 'Where reading it stands.' }),
    failure: t.exposeString('failure', {
      nullable: true,
      description: 'Why it could not be read (FAILED only).',
    }),
    url: t.exposeString('url', {
      nullable: true,
      description: 'The video file (a /files/ path, served with HTTP range requests).',
    }),
    contentType: t.exposeString('contentType', {
      nullable: true,
      description: 'video/mp4, video/webm or video/quicktime.',
    }),
    durationMs: t.exposeInt('durationMs', {
      nullable: true,
      description: 'Its length in milliseconds (once READY).',
    }),
    width: t.exposeInt('width', {
      nullable: true,
      description: 'Its width in pixels (once READY).',
    }),
    height: t.exposeInt('height', {
      nullable: true,
      description: 'Its height in pixels (once READY).',
    }),
    posterUrl: t.exposeString('posterUrl', {
      nullable: true,
      description:
        'A JPEG of a frame about a second in (a /files/ path, signed for the image endpoint; once READY).',
    }),
    stripUrl: t.exposeString('stripUrl', {
      nullable: true,
      description:
        'One JPEG of stripFrames frames side by side, evenly spread over it, for a hover scrub (a /files/ path; once READY).',
    }),
    stripFrames: t.exposeInt('stripFrames', {
      nullable: true,
      description: 'How many frames stripUrl holds, left to right.',
    }),
  }),
});

builder.prismaObjectFields('Swipe', (t) => ({
  video: t.field({
    type: SwipeVideoRef,
    nullable: true,
    description: 'Its video (VIDEO swipes only; null for other kinds).',
    select: { kind: true, media: true, videoStatus: true, videoFailure: true },
    resolve: (swipe) => swipeVideoView(swipe),
  }),
}));

builder.queryField('videosAvailable', (t) =>
  t.boolean({
    description:
      'Whether this server can take videos now (ffmpeg and ffprobe are installed). While false, uploading a video answers 503. No sign-in needed.',
    resolve: (_root, _args, context) => ffmpegInstalled(context.config),
  }),
);

builder.queryField('videoSetupHelp', (t) =>
  t.string({
    nullable: true,
    description:
      'How to make videos available on this server (install ffmpeg), for administrators while they are not; null for everyone else and once they are.',
    resolve: async (_root, _args, context) =>
      (await ffmpegInstalled(context.config))
        ? null
        : setupHelpFor(context.viewer, VIDEO_SETUP_HELP),
  }),
);
