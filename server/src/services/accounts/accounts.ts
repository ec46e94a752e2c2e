import { FIELD_LIMITS } from '@swipestack/common/limits';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import type { SessionLifetime, SessionRequestInfo } from '../../auth/sessions.js';
import { createSession, revokeSession } from '../../auth/sessions.js';
import {
  type AuthLimits,
  releaseSignInCheck,
  reserveSignInCheck,
  reserveSignUp,
} from '../../auth/sign-in-throttle.js';
import { prisma } from '../../db/client.js';
import { Prisma } from '../../generated/prisma/client.js';
import { publishAccessEvent } from '../../realtime/access-events.js';
import { ACCOUNT_DISABLED } from '../admin/admin-users.js';
import { grantIfListed } from '../admin/admins.js';
import { identifyOnFirstSignIn, trackGoal } from '../admin/analytics.js';
import { AuditType, recordAudit } from '../admin/audit.js';
import type { ServiceResult } from '../errors.js';
import { FieldError, InvalidCredentialsError, NotAllowedError, RateLimitError } from '../errors.js';

export const PERSONAL_TEAM_NAME = 'Personal';
export const PASSWORD_MIN_LENGTH = FIELD_LIMITS.passwordMin;

export interface RequestMeta extends SessionRequestInfo {
  /** The session the request came with, replaced on sign-in. */
  sessionId?: string | undefined;
  sessionLifetime: SessionLifetime;
  limits: AuthLimits;
  /** ADMIN_EMAILS: an account signing up with one of these is an administrator (admins.ts). */
  adminEmails: readonly string[];
}

export interface SignedIn {
  userId: string;
  session: { token: string; id: string; expiresAt: Date };
}

const emailSchema = z
  .email('Enter a valid email address.')
  .max(FIELD_LIMITS.email, 'Enter a valid email address.');
const signUpSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(FIELD_LIMITS.password, `Password must be at most ${FIELD_LIMITS.password} characters.`),
  name: z
    .string()
    .min(1, 'Enter your name.')
    .max(FIELD_LIMITS.personName, `Name must be at most ${FIELD_LIMITS.personName} characters.`),
});

export function normalizeEmail(email: string) {
  return email.trim().toLowerCase();
}

function fieldErrors(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of error.issues) {
    const field = String(issue.path[0]);
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push(new FieldError(field, issue.message));
  }
  return errors;
}

/** Creates the account with its Personal team in one transaction, then signs it in. */
export async function signUp(
  input: { email: string; password: string; name: string },
  meta: RequestMeta,
): Promise<ServiceResult<SignedIn, FieldError | RateLimitError>> {
  const parsed = signUpSchema.safeParse({
    email: normalizeEmail(input.email),
    password: input.password,
    name: input.name.trim(),
  });
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const { email, password, name } = parsed.data;
  const taken = () => ({
    ok: false as const,
    errors: [new FieldError('email', 'An account with this email already exists.')],
  });
  // Before the email is looked up (it tells whether an account exists) and the password hashed.
  const slot = await reserveSignUp(meta.ip, meta.limits.signUp);
  if (!slot.ok) {
    return {
      ok: false,
      errors: [new RateLimitError(slot.retryAfterSeconds, 'Too many sign-ups from this address.')],
    };
  }
  if (await prisma().user.findUnique({ where: { email }, select: { id: true } })) return taken();

  const passwordHash = await hashPassword(password);
  try {
    const user = await prisma().$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          email,
          name,
          passwordHash,
          lastSignInAt: new Date(),
          memberships: {
            create: {
              role: 'OWNER',
              team: { create: { name: PERSONAL_TEAM_NAME, type: 'PERSONAL' } },
            },
          },
        },
      });
      await recordAudit(
        { type: AuditType.signUp, userId: user.id, email, ip: meta.ip, userAgent: meta.userAgent },
        tx,
      );
      await grantIfListed(tx, user, meta.adminEmails);
      await trackGoal('SignUp', user.id, { signup_source: user.signupSource }, tx);
      return user;
    });
    const session = await createSession(user.id, meta.sessionLifetime, meta);
    await identifyOnFirstSignIn(user);
    return { ok: true, value: { userId: user.id, session } };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
      return taken();
    throw error;
  }
}

export async function signIn(
  input: { email: string; password: string },
  meta: RequestMeta,
): Promise<
  ServiceResult<SignedIn, InvalidCredentialsError | RateLimitError | FieldError | NotAllowedError>
> {
  const email = normalizeEmail(input.email);
  if (!email) return { ok: false, errors: [new FieldError('email', 'Enter your email address.')] };
  if (!input.password)
    return { ok: false, errors: [new FieldError('password', 'Enter your password.')] };

  // The check is reserved before the password is verified, so simultaneous requests cannot
  // run more checks than the limits allow (auth/sign-in-throttle.ts).
  const reserved = await reserveSignInCheck(email, meta.ip, meta.limits.signIn);
  const user = await prisma().user.findUnique({
    where: { email },
    select: { id: true, passwordHash: true, registeredAt: true },
  });
  if (!reserved.ok) {
    await recordAudit({
      type: AuditType.signInThrottled,
      userId: user?.id,
      email,
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    return { ok: false, errors: [new RateLimitError(reserved.retryAfterSeconds)] };
  }
  if (!(await verifyPassword(user?.passwordHash, input.password.slice(0, 256))) || !user) {
    await recordAudit({
      type: AuditType.signInFailed,
      userId: user?.id,
      email,
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    return { ok: false, errors: [new InvalidCredentialsError()] };
  }
  // A successful check does not count against the limits.
  await releaseSignInCheck(reserved.slots);

  // The account is read under a share lock while the session is made: an administrator
  // disabling it at that moment (services/admin/admin-users.ts) waits, then ends this session too.
  const session = await prisma().$transaction(async (tx) => {
    const [account] = await tx.$queryRaw<{ disabled: boolean }[]>`
      SELECT disabled_at IS NOT NULL AS disabled FROM "user" WHERE id = ${user.id}::uuid FOR SHARE`;
    if (account?.disabled) return null;
    return createSession(user.id, meta.sessionLifetime, meta, tx);
  });
  if (!session) {
    await recordAudit({
      type: AuditType.signInFailed,
      userId: user.id,
      email,
      ip: meta.ip,
      userAgent: meta.userAgent,
      data: { reason: 'disabled' },
    });
    return { ok: false, errors: [new NotAllowedError(ACCOUNT_DISABLED)] };
  }
  // Outside the share lock: sign-ins of one account in parallel must not wait for each other.
  const signedInAt = new Date();
  await prisma().user.update({ where: { id: user.id }, data: { lastSignInAt: signedInAt } });
  await identifyOnFirstSignIn({ ...user, lastSignInAt: signedInAt });
  // Rotation: the session the browser came with is replaced, never reused.
  if (meta.sessionId) await revokeSession(meta.sessionId, { signedOut: false });
  await recordAudit({
    type: AuditType.signIn,
    userId: user.id,
    email,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  return { ok: true, value: { userId: user.id, session } };
}

export async function signOut(
  session: { id: string; userId: string } | null,
  meta: SessionRequestInfo,
) {
  if (!session) return;
  await revokeSession(session.id, { signedOut: true });
  await recordAudit({
    type: AuditType.signOut,
    userId: session.userId,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
}

const newPasswordSchema = signUpSchema.shape.password;

/**
 * Changes the user's password after checking the current one (counted by the sign-in limits,
 * like a sign-in). Every other browser session ends; this one stays.
 */
export async function changePassword(
  userId: string,
  sessionId: string,
  input: { currentPassword: string; newPassword: string },
  meta: Pick<RequestMeta, 'ip' | 'userAgent' | 'limits'>,
): Promise<ServiceResult<{ userId: string }, FieldError | RateLimitError>> {
  const parsed = newPasswordSchema.safeParse(input.newPassword);
  if (!parsed.success)
    return {
      ok: false,
      errors: [new FieldError('newPassword', parsed.error.issues[0]?.message ?? 'Not valid.')],
    };
  const user = await prisma().user.findUnique({
    where: { id: userId },
    select: { email: true, passwordHash: true },
  });
  if (!user) return { ok: false, errors: [new FieldError('currentPassword', 'Sign in again.')] };
  const reserved = await reserveSignInCheck(user.email, meta.ip, meta.limits.signIn);
  if (!reserved.ok) return { ok: false, errors: [new RateLimitError(reserved.retryAfterSeconds)] };
  if (!(await verifyPassword(user.passwordHash, input.currentPassword.slice(0, 256)))) {
    await recordAudit({
      type: AuditType.signInFailed,
      userId,
      email: user.email,
      ip: meta.ip,
      userAgent: meta.userAgent,
      data: { reason: 'password change' },
    });
    return {
      ok: false,
      errors: [new FieldError('currentPassword', 'Your current password is not right.')],
    };
  }
  await releaseSignInCheck(reserved.slots);
  const passwordHash = await hashPassword(parsed.data);
  const others = await prisma().$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    const ended = await tx.session.findMany({
      where: { userId, id: { not: sessionId } },
      select: { id: true },
    });
    await tx.session.deleteMany({ where: { userId, id: { not: sessionId } } });
    await recordAudit(
      {
        type: AuditType.passwordChanged,
        userId,
        email: user.email,
        ip: meta.ip,
        userAgent: meta.userAgent,
        data: { sessionsEnded: ended.length },
      },
      tx,
    );
    return ended;
  });
  for (const { id } of others)
    publishAccessEvent(userId, { kind: 'SESSION_ENDED', sessionId: id, signedOut: true });
  return { ok: true, value: { userId } };
}
