import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, uploadRefusal } from './uploads';

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
