import { describe, expect, it } from 'vitest';
import { firstInvalidField, firstPayloadError, splitPayloadErrors } from './formErrors';

/** A payload error as Relay hands it over: the aliased inline fragment's data. */
const payloadError = (data: { __typename: string; message?: string; field?: string }) =>
  ({ error: { __fragments: { formErrors_error: data } } }) as never;

describe('splitPayloadErrors', () => {
  it('puts FieldErrors under their field and the rest at form level', () => {
    expect(
      splitPayloadErrors([
        payloadError({ __typename: 'FieldError', field: 'email', message: 'Email is taken' }),
        payloadError({ __typename: 'FieldError', field: 'password', message: 'Too short' }),
        payloadError({
          __typename: 'FieldError',
          field: 'email',
          message: 'second message ignored',
        }),
      ]),
    ).toEqual({ fields: { email: 'Email is taken', password: 'Too short' }, form: null });
    expect(
      splitPayloadErrors([
        payloadError({ __typename: 'InvalidCredentialsError', message: 'Wrong email or password' }),
      ]),
    ).toEqual({ fields: {}, form: 'Wrong email or password' });
    expect(
      splitPayloadErrors([
        payloadError({ __typename: 'RateLimitError', message: 'Try again in 30 seconds' }),
      ]),
    ).toEqual({ fields: {}, form: 'Try again in 30 seconds' });
  });

  it('has a generic message for unknown errors without text', () => {
    expect(splitPayloadErrors([payloadError({ __typename: '%other' })]).form).toMatch(/try again/i);
  });
});

describe('firstInvalidField', () => {
  it('follows form order', () => {
    expect(firstInvalidField(['name', 'email', 'password'], { password: 'x', email: 'y' })).toBe(
      'email',
    );
    expect(firstInvalidField(['name'], {})).toBeNull();
  });
});

describe('firstPayloadError', () => {
  it('prefers the form-level message, else the first field message', () => {
    expect(
      firstPayloadError([
        payloadError({ __typename: 'FieldError', field: 'name', message: 'Name is required' }),
        payloadError({ __typename: 'NotAllowedError', message: 'Only admins may do this' }),
      ]),
    ).toBe('Only admins may do this');
    expect(
      firstPayloadError([
        payloadError({ __typename: 'FieldError', field: 'name', message: 'Name is required' }),
      ]),
    ).toBe('Name is required');
    expect(firstPayloadError([])).toBeNull();
  });
});
