import { describe, expect, it } from 'vitest';
import { replyNote } from './notify';

const SERVER = 'http://localhost:3000';

describe('replyNote', () => {
  it('says a save was kept for later, without a link (there is no swipe yet)', () => {
    expect(replyNote({ ok: true, queued: true, queuedCount: 2 }, SERVER)).toEqual({
      text: "Swipestack can't be reached right now: this save is kept in the extension and sent when it answers.",
      tone: 'success',
      link: null,
    });
  });

  it('says an image was cut from a screenshot, with a link to it', () => {
    const note = replyNote({ ok: true, swipeId: 's1', teamId: 't1', cutOut: true }, SERVER);
    expect(note.text).toBe(
      'Saved to Swipestack. The image could not be downloaded, so it was cut from a screenshot of the page.',
    );
    expect(note.link?.href).toContain(`${SERVER}/swipes?swipe=s1`);
  });
});
