import { AuditType, recordAudit } from '../admin/audit.js';
import { FieldError, type ServiceResult } from '../errors.js';

// Auth events the web app reports on every change of its auth state (spec §7, POST /api/auth),
// kept for analytics in the audit log as CLIENT_AUTH_EVENT with data.event. Who it is comes
// from the request's session, never from the body.

export const AUTH_EVENTS = [
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
  'MFA_CHALLENGE_VERIFIED',
] as const;
export type AuthEvent = (typeof AUTH_EVENTS)[number];

/** Events a browser may report without a session: it has just ended, or never began. */
const SIGNED_OUT_EVENTS: ReadonlySet<string> = new Set(['SIGNED_OUT', 'INITIAL_SESSION']);

/** The event says a session exists, but the request has none. */
export class SignInNeededError {
  readonly message = 'Sign in to continue.';
}

const isAuthEvent = (value: unknown): value is AuthEvent =>
  typeof value === 'string' && (AUTH_EVENTS as readonly string[]).includes(value);

export async function recordAuthEvent(
  userId: string | null,
  event: unknown,
  meta: { ip?: string | undefined; userAgent?: string | undefined },
): Promise<ServiceResult<{ event: AuthEvent }, FieldError | SignInNeededError>> {
  if (!isAuthEvent(event)) {
    return {
      ok: false,
      errors: [new FieldError('event', `event must be one of ${AUTH_EVENTS.join(', ')}.`)],
    };
  }
  if (!userId && !SIGNED_OUT_EVENTS.has(event)) {
    return { ok: false, errors: [new SignInNeededError()] };
  }
  await recordAudit({
    type: AuditType.clientAuthEvent,
    userId: userId ?? undefined,
    ip: meta.ip,
    userAgent: meta.userAgent,
    data: { event },
  });
  return { ok: true, value: { event } };
}
