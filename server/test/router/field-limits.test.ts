import { FIELD_LIMITS } from '@swipestack/common/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRouter, type TestRouter, uniqueEmail } from '../harness.js';

// A value over its field's limit is the field's message in the payload (FieldError), never a
// request error the web app could mistake for a failed connection.

let router: TestRouter;
beforeAll(async () => {
  router = await startTestRouter();
});
afterAll(() => router.close());

const long = 'x'.repeat(1025);

describe('sign-up fields over 1,024 characters', () => {
  it.each([
    ['name', { name: long }, `Name must be at most ${FIELD_LIMITS.personName} characters.`],
    ['email', { email: `${long}@example.com` }, 'Enter a valid email address.'],
    [
      'password',
      { password: long },
      `Password must be at most ${FIELD_LIMITS.password} characters.`,
    ],
  ])('%s: the field message, in a 200 answer', async (field, input, message) => {
    const result = await router.client().signUp({ email: uniqueEmail(), ...input });
    expect(result.errors).toBeUndefined();
    expect(result.data?.signUp).toEqual({
      viewer: null,
      errors: [{ __typename: 'FieldError', field, message }],
    });
  });

  it('a name at its limit is taken', async () => {
    const name = 'n'.repeat(FIELD_LIMITS.personName);
    const result = await router.client().signUp({ email: uniqueEmail(), name });
    expect(result.data?.signUp.errors).toEqual([]);
    expect(result.data?.signUp.viewer.name).toBe(name);
  });
});
