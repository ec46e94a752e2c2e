import { describe, expect, it } from 'vitest';
import { saveReply, titleFromText } from './save-results';

describe('saveReply', () => {
  it('names the saved swipe and its team', () => {
    expect(saveReply({ swipe: { id: 'U3dpcGU6MQ' }, errors: [] }, 'VGVhbTox')).toEqual({
      ok: true,
      swipeId: 'U3dpcGU6MQ',
      teamId: 'VGVhbTox',
    });
  });

  it("marks the Free plan's cap so the popup can offer the upgrade", () => {
    const message = "You've reached the 10-swipe cap on the Free plan";
    expect(
      saveReply({ swipe: null, errors: [{ __typename: 'SwipeLimitError', message }] }, 't'),
    ).toEqual({ ok: false, error: message, limitReached: true });
  });

  it("passes other errors' messages on, with a fallback", () => {
    expect(
      saveReply(
        { swipe: null, errors: [{ __typename: 'FieldError', message: 'Enter a title.' }] },
        't',
      ),
    ).toEqual({ ok: false, error: 'Enter a title.' });
    expect(saveReply(null, 't')).toEqual({
      ok: false,
      error: 'Swipestack could not save this swipe.',
    });
  });
});

describe('titleFromText', () => {
  it('keeps a short passage as it is, on one line', () => {
    expect(titleFromText('  Buy one,\n get one   free ')).toBe('Buy one, get one free');
  });

  it('cuts a long passage at a word, with an ellipsis', () => {
    const title = titleFromText(`${'Headline words here '.repeat(10)}end`);
    expect(title).toBe(
      'Headline words here Headline words here Headline words here Headline words…',
    );
    expect(title.length).toBeLessThanOrEqual(80);
  });

  it('names an empty passage', () => {
    expect(titleFromText('   ')).toBe('Saved text');
  });
});
