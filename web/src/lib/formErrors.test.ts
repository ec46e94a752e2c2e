import { describe, expect, it } from 'vitest';
import { firstInvalidField, splitPayloadErrors } from './formErrors';

describe('splitPayloadErrors', () => {
  it('puts FieldErrors under their field and the rest at form level', () => {
    expect(
      splitPayloadErrors([
        { __typename: 'FieldError', field: 'email', message: 'Email is taken' },
        { __typename: 'FieldError', field: 'password', message: 'Too short' },
        { __typename: 'FieldError', field: 'email', message: 'second message ignored' },
      ]),
    ).toEqual({ fields: { email: 'Email is taken', password: 'Too short' }, form: null });
    expect(
      splitPayloadErrors([
        { __typename: 'InvalidCredentialsError', message: 'Wrong email or password' },
      ]),
    ).toEqual({ fields: {}, form: 'Wrong email or password' });
    expect(
      splitPayloadErrors([{ __typename: 'RateLimitError', message: 'Try again in 30 seconds' }]),
    ).toEqual({ fields: {}, form: 'Try again in 30 seconds' });
  });

  it('has a generic message for unknown errors without text', () => {
    expect(splitPayloadErrors([{ __typename: '%other' }]).form).toMatch(/try again/i);
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
