import { describe, expect, it } from 'vitest';
import {
  MAX_UPLOAD_BYTES,
  MAX_VIDEO_BYTES,
  UPLOAD_MESSAGES,
  uploadRefusal,
  VIDEO_ACCEPT,
  VIDEO_MESSAGES,
  videoLimitsText,
  videoUploadRefusal,
} from './uploads';

describe('uploadRefusal', () => {
  it('lets an accepted image within the size go', () => {
    expect(uploadRefusal({ size: MAX_UPLOAD_BYTES, type: 'image/png' })).toBeNull();
    expect(uploadRefusal({ size: 10, type: 'image/avif' })).toBeNull();
  });

  it('names the size of a file over 20 MB', () => {
    expect(uploadRefusal({ size: MAX_UPLOAD_BYTES + 1, type: 'image/jpeg' })).toBe(
      UPLOAD_MESSAGES.tooManyBytes,
    );
  });

  it('names the format of a file of another type, and leaves an untyped file to the server', () => {
    expect(uploadRefusal({ size: 10, type: 'image/svg+xml' })).toBe(UPLOAD_MESSAGES.notAccepted);
    expect(uploadRefusal({ size: 10, type: 'application/pdf' })).toBe(UPLOAD_MESSAGES.notAccepted);
    expect(uploadRefusal({ size: 10, type: '' })).toBeNull();
  });
});

describe('videoUploadRefusal', () => {
  it("holds a video to its team's plan", () => {
    expect(
      videoUploadRefusal({ size: MAX_VIDEO_BYTES.FREE, type: 'video/mp4' }, 'FREE'),
    ).toBeNull();
    expect(videoUploadRefusal({ size: MAX_VIDEO_BYTES.FREE + 1, type: 'video/webm' }, 'FREE')).toBe(
      'This video is larger than 50 MB, the limit of the Free plan.',
    );
    expect(
      videoUploadRefusal({ size: MAX_VIDEO_BYTES.FREE + 1, type: 'video/quicktime' }, 'PRO'),
    ).toBeNull();
    expect(VIDEO_MESSAGES.tooManyBytes('TEAM')).toBe(
      'This video is larger than 500 MB, the limit of the Team plan.',
    );
  });

  it('names the formats of anything else, and leaves an untyped file to the server', () => {
    expect(videoUploadRefusal({ size: 10, type: 'video/x-matroska' }, 'PRO')).toBe(
      VIDEO_MESSAGES.notAccepted,
    );
    expect(videoUploadRefusal({ size: 10, type: '' }, 'FREE')).toBeNull();
    expect(videoLimitsText('FREE')).toBe('MP4, WebM or MOV · at most 50 MB and 10 minutes');
    expect(VIDEO_ACCEPT).toBe('video/mp4,video/webm,video/quicktime');
  });
});
