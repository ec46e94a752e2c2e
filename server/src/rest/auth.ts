import { z } from 'zod';
import { recordAuthEvent, SignInNeededError } from '../services/accounts/auth-events.js';
import { userlistToken } from '../services/accounts/userlist.js';
import { FieldError } from '../services/errors.js';
import { openRestChange, restChange } from './route.js';

// The auth paths of spec section 7. Both take the session from the cookie (or a personal
// token); the `session` the web app puts in the body is not trusted and not read.

/**
 * POST /api/auth {event, session} → {data: {event, recorded: true}}: records an auth event the
 * web app reports (analytics). SIGNED_OUT and INITIAL_SESSION may come signed out.
 */
export const authEventRoute = openRestChange({
  method: 'POST',
  path: '/api/auth',
  body: z.object({ event: z.unknown() }),
  async handle({ userId, body, info }) {
    const result = await recordAuthEvent(userId, body.event, info);
    if (result.ok)
      return { status: 200, body: { data: { event: result.value.event, recorded: true } } };
    const error = result.errors[0];
    const status = error instanceof SignInNeededError ? 401 : 400;
    return {
      status,
      body: {
        error: error?.message,
        ...(error instanceof FieldError ? { field: error.field } : {}),
      },
    };
  },
});

/** POST /api/userlist_token {session} → {token}: the in-app messaging widget's user token. */
export const userlistTokenRoute = restChange({
  method: 'POST',
  path: '/api/userlist_token',
  body: z.object({}),
  async handle({ userId, config }) {
    const result = await userlistToken(userId, config);
    if (!result.ok) return { status: 404, body: { error: result.errors[0]?.message } };
    return { status: 200, body: { token: result.value.token } };
  },
});
