import type { Config } from '../config.js';
import { prisma } from '../db/client.js';
import { publishAccessEvent } from '../realtime/access-events.js';
import { randomToken, sameHash, sha256, splitToken } from './tokens.js';

// Sessions per Lucia's reference design: random id + secret, only SHA-256(secret) stored,
// constant-time comparison, sliding expiry capped by an absolute lifetime, server-side revocation.

export interface SessionLifetime {
  /** Sliding: the session ends this long after its last use. */
  ttlSeconds: number;
  /** Absolute: the session ends this long after it was created, however active. */
  maxAgeSeconds: number;
}

export function sessionLifetime(config: Config): SessionLifetime {
  return { ttlSeconds: config.SESSION_TTL_SECONDS, maxAgeSeconds: config.SESSION_MAX_AGE_SECONDS };
}

/** The later end a use may give a session: never past its absolute end. */
function slidEnd(createdAt: Date, now: number, lifetime: SessionLifetime) {
  return new Date(
    Math.min(now + lifetime.ttlSeconds * 1000, createdAt.getTime() + lifetime.maxAgeSeconds * 1000),
  );
}

/** The user's sessions that still work: within both their sliding and absolute ends. */
export function liveSessions(userId: string, lifetime: SessionLifetime, now = Date.now()) {
  return {
    userId,
    expiresAt: { gt: new Date(now) },
    createdAt: { gt: new Date(now - lifetime.maxAgeSeconds * 1000) },
  };
}

export interface SessionRequestInfo {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

export interface ValidSession {
  id: string;
  userId: string;
  expiresAt: Date;
  /** The administrator impersonating the user in this session (services/admin/impersonation.ts). */
  impersonatorId: string | null;
  /** True when the expiry moved forward and the cookie must be sent again. */
  refreshed: boolean;
}

/**
 * A new session. A disabled account never has one (services/admin/admin-users.ts deletes them under
 * the account's row lock): every caller creates it in a transaction that read the account
 * `FOR SHARE` (or `FOR UPDATE`) and found it enabled, as `signIn` does.
 */
export async function createSession(
  userId: string,
  lifetime: SessionLifetime,
  info: SessionRequestInfo,
  db: Pick<ReturnType<typeof prisma>, 'session'> = prisma(),
  impersonation?: { impersonatorId: string; endsAt: Date },
) {
  const id = randomToken();
  const secret = randomToken();
  const createdAt = new Date();
  const expiresAt = impersonation?.endsAt ?? slidEnd(createdAt, createdAt.getTime(), lifetime);
  await db.session.create({
    data: {
      id,
      createdAt,
      secretHash: sha256(secret),
      userId,
      expiresAt,
      ip: info.ip ?? null,
      userAgent: info.userAgent?.slice(0, 512) ?? null,
      impersonatorId: impersonation?.impersonatorId ?? null,
    },
  });
  return { token: `${id}.${secret}`, id, expiresAt };
}

export async function validateSessionToken(
  token: string,
  lifetime: SessionLifetime,
): Promise<ValidSession | null> {
  const parts = splitToken(token);
  if (!parts) return null;
  const session = await prisma().session.findUnique({ where: { id: parts.id } });
  if (!session || !sameHash(session.secretHash, sha256(parts.secret))) return null;
  const now = Date.now();
  const absoluteEnd = session.createdAt.getTime() + lifetime.maxAgeSeconds * 1000;
  if (session.expiresAt.getTime() <= now || absoluteEnd <= now) {
    await prisma().session.deleteMany({ where: { id: session.id } });
    return null;
  }
  const { impersonatorId } = session;
  // Slide the expiry once less than half of the lifetime is left (never past the absolute end).
  // An impersonation ends at its fixed time however active it is.
  const expiresAt = slidEnd(session.createdAt, now, lifetime);
  if (
    !impersonatorId &&
    session.expiresAt.getTime() - now < (lifetime.ttlSeconds * 1000) / 2 &&
    expiresAt.getTime() > session.expiresAt.getTime()
  ) {
    await prisma().session.update({
      where: { id: session.id },
      data: { expiresAt, lastUsedAt: new Date() },
    });
    return { id: session.id, userId: session.userId, expiresAt, impersonatorId, refreshed: true };
  }
  return {
    id: session.id,
    userId: session.userId,
    expiresAt: session.expiresAt,
    impersonatorId,
    refreshed: false,
  };
}

/**
 * Deletes a session and, after that, tells its open subscriptions on every instance to end
 * (`signedOut`: the person signed out, so open tabs say so; false when replaced at sign-in).
 */
export async function revokeSession(sessionId: string, { signedOut }: { signedOut: boolean }) {
  const session = await prisma().session.findUnique({
    where: { id: sessionId },
    select: { userId: true },
  });
  const { count } = await prisma().session.deleteMany({ where: { id: sessionId } });
  if (session && count) {
    publishAccessEvent(session.userId, { kind: 'SESSION_ENDED', sessionId, signedOut });
  }
}
