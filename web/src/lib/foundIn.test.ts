import { describe, expect, it } from 'vitest';
import { foundInText } from './foundIn';

describe('foundInText', () => {
  it('names where a search found a swipe', () => {
    expect(foundInText(['EMAIL_TEXT'])).toBe('Found in the email text');
    expect(foundInText(['TITLE', 'IMAGE_TEXT'])).toBe(
      'Found in the title and the text in the image',
    );
    expect(foundInText(['TITLE', 'NOTES', 'PAGE_TEXT'])).toBe(
      'Found in the title, the notes and the page text',
    );
    expect(foundInText(['TAG', 'COLLECTION'])).toBe('Found in a tag and a collection');
    expect(foundInText(['TRANSCRIPT'])).toBe('Found in the transcript');
  });

  it('says nothing when not searching or for places it does not know', () => {
    expect(foundInText(null)).toBeNull();
    expect(foundInText([])).toBeNull();
    expect(foundInText(['SOMEWHERE_NEW'])).toBeNull();
  });
});
