import { describe, expect, it } from 'vitest';
import { createOutcome } from './createOutcome';

/** A payload error as Relay hands it over: the aliased inline fragment's data. */
const payloadError = (data: { __typename: string; message?: string; field?: string }) =>
  ({
    __typename: data.__typename,
    ...(data.__typename === 'SwipeLimitError' ? { message: data.message } : {}),
    error: { __fragments: { formErrors_error: data } },
  }) as never;

describe('createOutcome', () => {
  it('is saved with a swipe and no errors', () => {
    expect(createOutcome({ swipe: { id: 's1' }, errors: [] })).toEqual({ kind: 'saved' });
  });

  it("opens the paywall with the cap's message", () => {
    const limit = payloadError({ __typename: 'SwipeLimitError', message: 'Cap reached' });
    expect(createOutcome({ swipe: null, errors: [limit] })).toEqual({
      kind: 'limit',
      message: 'Cap reached',
    });
  });

  it('shows field errors under their fields', () => {
    const error = payloadError({ __typename: 'FieldError', field: 'url', message: 'Bad address' });
    expect(createOutcome({ swipe: null, errors: [error] })).toEqual({
      kind: 'invalid',
      fields: { url: 'Bad address' },
      form: null,
    });
  });

  it('puts an error about a field the dialog does not show above the form', () => {
    const error = payloadError({ __typename: 'FieldError', field: 'teamId', message: 'No team' });
    expect(createOutcome({ swipe: null, errors: [error] })).toMatchObject({ form: 'No team' });
  });

  it('has a message when the server gave no reason', () => {
    expect(createOutcome({ swipe: null, errors: [] })).toEqual({
      kind: 'invalid',
      fields: {},
      form: 'Could not save the swipe.',
    });
  });
});
