import type { UnionRef } from '@pothos/core';
import { FIELD_LIMITS } from '@swipestack/common/limits';
import { z } from 'zod';
import {
  clearSessionCookie,
  serializeSessionCookie,
  sessionCookiePolicy,
} from '../../../auth/cookies.js';
import { sessionLifetime } from '../../../auth/sessions.js';
import { authLimits } from '../../../auth/sign-in-throttle.js';
import type { RequestMeta, SignedIn } from '../../../services/accounts/accounts.js';
import { changePassword, signIn, signOut, signUp } from '../../../services/accounts/accounts.js';
import {
  FieldError,
  InvalidCredentialsError,
  NotAllowedError,
  RateLimitError,
} from '../../../services/errors.js';
import { type BuilderTypes, builder } from '../../builder.js';
import type { Context } from '../../context.js';
import { leaveImpersonation } from '../admin/impersonation.js';
import { AccountError, type AccountErrorShape } from '../errors.js';
import { viewerPayload } from '../payloads.js';

const SignUpError = builder.unionType('SignUpError', {
  description: 'Why an account could not be created.',
  types: [FieldError, RateLimitError],
});
const SignInError = builder.unionType('SignInError', {
  description: 'Why signing in failed.',
  types: [InvalidCredentialsError, RateLimitError, FieldError, NotAllowedError],
});

const AUTH_PAYLOAD = {
  payload: 'The result of signing up or in: the signed-in user, or the errors.',
  viewer: 'The signed-in user when the mutation succeeded.',
};

const payloadType = <E extends object>(name: string, errorType: UnionRef<BuilderTypes, E>) =>
  viewerPayload<E>(name, errorType, AUTH_PAYLOAD);

const SignUpPayload = payloadType<FieldError | RateLimitError>('SignUpPayload', SignUpError);
const SignInPayload = payloadType<
  InvalidCredentialsError | RateLimitError | FieldError | NotAllowedError
>('SignInPayload', SignInError);

// Transport bounds only: the form rules (and their field messages) live in
// services/accounts/accounts.ts.
const inputBound = z.string().max(1024, 'must be at most 1024 characters');

const SignUpInput = builder.inputType('SignUpInput', {
  description: 'A new account.',
  fields: (t) => ({
    // No transport bound here: the rules (services/accounts/accounts.ts) check the lengths before
    // any work, and a value over its limit gets its field's message (FieldError), not a request
    // error.
    email: t.string({
      required: true,
      description: `The address to sign in with (at most ${FIELD_LIMITS.email} characters); it must be unused.`,
    }),
    password: t.string({
      required: true,
      description: `From ${FIELD_LIMITS.passwordMin} to ${FIELD_LIMITS.password} characters.`,
    }),
    name: t.string({
      required: true,
      description: `The name shown to team members (1 to ${FIELD_LIMITS.personName} characters).`,
    }),
  }),
});

const SignInInput = builder.inputType('SignInInput', {
  description: 'An email address and its password.',
  fields: (t) => ({
    email: t.string({
      required: true,
      validate: inputBound,
      description: "The account's email address.",
    }),
    password: t.string({ required: true, validate: inputBound, description: 'Its password.' }),
  }),
});

function requestMeta(context: Context): RequestMeta {
  return {
    ip: context.ip,
    userAgent: context.userAgent,
    sessionId: context.viewer?.sessionId ?? undefined,
    sessionLifetime: sessionLifetime(context.config),
    limits: authLimits(context.config),
    adminEmails: context.config.ADMIN_EMAILS,
  };
}

function startSession(context: Context, signedIn: SignedIn) {
  const policy = sessionCookiePolicy(context.config);
  context.setCookie(
    serializeSessionCookie(policy, signedIn.session.token, signedIn.session.expiresAt),
  );
  context.viewer = {
    userId: signedIn.userId,
    sessionId: signedIn.session.id,
    tokenId: null,
    readOnly: false,
    impersonatorId: null,
  };
}

builder.mutationField('signUp', (t) =>
  t.field({
    type: SignUpPayload,
    description: 'Creates an account (with its Personal team) and signs it in.',
    args: { input: t.arg({ type: SignUpInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const result = await signUp(input, requestMeta(context));
      if (!result.ok) return { userId: null, errors: result.errors };
      startSession(context, result.value);
      return { userId: result.value.userId, errors: [] };
    },
  }),
);

builder.mutationField('signIn', (t) =>
  t.field({
    type: SignInPayload,
    description:
      'Signs in with email and password: the response sets the session cookie. Repeated failures are throttled (RateLimitError).',
    args: { input: t.arg({ type: SignInInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const result = await signIn(input, requestMeta(context));
      if (!result.ok) return { userId: null, errors: result.errors };
      startSession(context, result.value);
      return { userId: result.value.userId, errors: [] };
    },
  }),
);

const SignOutPayload = builder
  .objectRef<{ ok: boolean; errors: AccountErrorShape[] }>('SignOutPayload')
  .implement({
    description: 'The result of signOut.',
    fields: (t) => ({
      ok: t.exposeBoolean('ok', { description: 'True once the session is signed out.' }),
      errors: t.field({
        type: [AccountError],
        description: 'Always empty: signing out cannot fail.',
        resolve: (payload) => payload.errors,
      }),
    }),
  });

builder.mutationField('signOut', (t) =>
  t.field({
    type: SignOutPayload,
    description:
      'Revokes the current session; other tabs of that session are told through sessionEvents.',
    resolve: async (_root, _args, context) => {
      if (await leaveImpersonation(context, 'SIGNED_OUT')) return { ok: true, errors: [] };
      const viewer = context.viewer;
      const session = viewer?.sessionId ? { id: viewer.sessionId, userId: viewer.userId } : null;
      await signOut(session, context);
      context.setCookie(clearSessionCookie(sessionCookiePolicy(context.config)));
      context.viewer = null;
      return { ok: true, errors: [] };
    },
  }),
);

const ChangePasswordError = builder.unionType('ChangePasswordError', {
  description: 'Why the password was not changed.',
  types: [FieldError, RateLimitError],
});
const ChangePasswordPayload = payloadType<FieldError | RateLimitError>(
  'ChangePasswordPayload',
  ChangePasswordError,
);

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  description: 'The current password and the new one.',
  fields: (f) => ({
    currentPassword: f.string({ required: true, description: 'The password in use now.' }),
    newPassword: f.string({
      required: true,
      description: `From ${FIELD_LIMITS.passwordMin} to ${FIELD_LIMITS.password} characters.`,
    }),
  }),
});

builder.mutationField('changePassword', (t) =>
  t.withAuth({ browserSession: true }).field({
    type: ChangePasswordPayload,
    description:
      "Changes the viewer's password, given the current one (wrong ones count against the sign-in limits). The viewer's other browsers are signed out; this one stays signed in.",
    args: {
      input: t.arg({ type: ChangePasswordInput, required: true }),
    },
    resolve: async (_root, { input }, context) => {
      const { userId, sessionId } = context.viewer;
      const result = await changePassword(userId, sessionId, input, requestMeta(context));
      return result.ok ? { userId, errors: [] } : { userId: null, errors: result.errors };
    },
  }),
);
