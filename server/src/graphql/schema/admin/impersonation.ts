import { encodeGlobalID } from '@pothos/plugin-relay';
import {
  adminReturnCookiePolicy,
  clearSessionCookie,
  serializeSessionCookie,
  sessionCookiePolicy,
} from '../../../auth/cookies.js';
import { sessionLifetime, validateSessionToken } from '../../../auth/sessions.js';
import {
  adminViewsOf,
  endImpersonation,
  impersonationOf,
  REASON_MAX,
  startImpersonation,
} from '../../../services/admin/impersonation.js';
import { NotAllowedError } from '../../../services/errors.js';
import { builder } from '../../builder.js';
import type { Context } from '../../context.js';
import { AccountError, type AccountErrorShape } from '../errors.js';

// Impersonation (docs/admin.md, services/admin/impersonation.ts): an administrator starts it from a
// user's page with a reason; the browser then carries the impersonation's session cookie and,
// in a second cookie, the administrator's own session for the way back. The viewer's
// `impersonation` drives the banner; `adminViews` is what the user sees in Settings.

const Impersonation = builder
  .objectRef<{ userId: string; startedAt: Date; endsAt: Date }>('Impersonation')
  .implement({
    description: 'An administrator viewing the account as its user, in this browser session.',
    fields: (t) => ({
      targetUserId: t.id({
        description: "The impersonated user's global id (the banner's Target User ID).",
        resolve: (impersonation) => encodeGlobalID('User', impersonation.userId),
      }),
      startedAt: t.expose('startedAt', { type: 'DateTime', description: 'When it began.' }),
      endsAt: t.expose('endsAt', {
        type: 'DateTime',
        description: 'When it ends by itself (60 minutes after it began).',
      }),
    }),
  });

const AdminView = builder
  .objectRef<{ id: string; startedAt: Date; endedAt: Date | null; reason: string }>('AdminView')
  .implement({
    description: 'A time an administrator viewed the account as its user (impersonation).',
    fields: (t) => ({
      id: t.exposeID('id', { description: 'Its id (a plain id: not a Node).' }),
      startedAt: t.expose('startedAt', { type: 'DateTime', description: 'When it began.' }),
      endedAt: t.expose('endedAt', {
        type: 'DateTime',
        nullable: true,
        description: 'When it ended; null while it lasts.',
      }),
      reason: t.exposeString('reason', { description: 'The reason the administrator gave.' }),
    }),
  });

builder.prismaObjectFields('User', (t) => ({
  impersonation: t.field({
    type: Impersonation,
    nullable: true,
    description:
      "For the viewer: the impersonation this browser session is (an administrator viewing the account); null when it is the user's own.",
    select: { id: true },
    resolve: (user, _args, context) =>
      user.id === context.viewer?.userId &&
      context.viewer.impersonatorId &&
      context.viewer.sessionId
        ? impersonationOf(context.viewer.sessionId)
        : null,
  }),
  adminViews: t.field({
    type: [AdminView],
    description:
      'For the viewer: the 20 latest times an administrator viewed the account as its user, newest first (others: empty).',
    select: { id: true },
    resolve: (user, _args, context) =>
      user.id === context.viewer?.userId ? adminViewsOf(user.id) : [],
  }),
}));

interface ImpersonationPayloadShape {
  /** Where the browser goes next (a full load: the session changed). */
  redirectTo: string | null;
  errors: AccountErrorShape[];
}

const ImpersonationPayload = builder
  .objectRef<ImpersonationPayloadShape>('ImpersonationPayload')
  .implement({
    description: 'The result of starting or ending an impersonation.',
    fields: (t) => ({
      redirectTo: t.string({
        nullable: true,
        description:
          'Where to load next (the session changed: load the page anew); null when it failed.',
        resolve: (payload) => payload.redirectTo,
      }),
      errors: t.field({
        type: [AccountError],
        description: 'Why it failed; empty when it succeeded.',
        resolve: (payload) => payload.errors,
      }),
    }),
  });

/** Puts the administrator's own session back in the browser, if it still works. */
async function giveSessionBack(context: Context) {
  const policy = sessionCookiePolicy(context.config);
  const token = context.cookieTokens.adminReturn;
  const own = token ? await validateSessionToken(token, sessionLifetime(context.config)) : null;
  context.setCookie(clearSessionCookie(adminReturnCookiePolicy(context.config)));
  context.setCookie(
    own && token && !own.impersonatorId
      ? serializeSessionCookie(policy, token, own.expiresAt)
      : clearSessionCookie(policy),
  );
}

/** Ends the viewer's impersonation (`how`), giving the administrator their session back. */
export async function leaveImpersonation(context: Context, how: 'EXITED' | 'SIGNED_OUT') {
  const sessionId = context.viewer?.sessionId;
  if (!sessionId || !context.viewer?.impersonatorId) return false;
  await endImpersonation(sessionId, how, context);
  await giveSessionBack(context);
  context.viewer = null;
  return true;
}

const AdminStartImpersonationInput = builder.inputType('AdminStartImpersonationInput', {
  description: 'Whom to impersonate, and why.',
  fields: (f) => ({
    userId: f.globalID({ required: true, description: 'The AdminUser id of the account.' }),
    reason: f.string({
      required: true,
      description: 'Why (shown to the user in their Settings, and in the audit log).',
    }),
  }),
});

builder.mutationFields((t) => ({
  adminStartImpersonation: t.withAuth({ admin: true }).field({
    type: ImpersonationPayload,
    description: `Administrators only: views the account as its user for up to 60 minutes, for a reason (1 to ${REASON_MAX} characters) the user will see. This browser is then signed in as the user (some actions are refused, every other write is recorded); stopImpersonation comes back.`,
    args: {
      input: t.arg({ type: AdminStartImpersonationInput, required: true }),
    },
    resolve: async (_root, { input }, context) => {
      const result = await startImpersonation(
        context.viewer.userId,
        input.userId.id,
        input.reason,
        {
          ip: context.ip,
          userAgent: context.userAgent,
          sessionLifetime: sessionLifetime(context.config),
        },
      );
      if (!result.ok) return { redirectTo: null, errors: result.errors };
      const { token, endsAt, userId } = result.value;
      const own = context.cookieTokens.session;
      if (own) {
        const ownEnd = await validateSessionToken(own, sessionLifetime(context.config));
        if (ownEnd)
          context.setCookie(
            serializeSessionCookie(adminReturnCookiePolicy(context.config), own, ownEnd.expiresAt),
          );
      }
      context.setCookie(serializeSessionCookie(sessionCookiePolicy(context.config), token, endsAt));
      const target = encodeURIComponent(encodeGlobalID('User', userId));
      return { redirectTo: `/swipes?impersonated=true&targetUserId=${target}`, errors: [] };
    },
  }),
  stopImpersonation: t.withAuth({ browserSession: true }).field({
    type: ImpersonationPayload,
    description:
      "Ends the viewer's impersonation: the browser is the administrator's again (signed out if their own session ended meanwhile), and goes to /admin/users.",
    resolve: async (_root, _args, context) =>
      (await leaveImpersonation(context, 'EXITED'))
        ? { redirectTo: '/admin/users', errors: [] }
        : {
            redirectTo: null,
            errors: [new NotAllowedError('This session is not an impersonation.')],
          },
  }),
}));
