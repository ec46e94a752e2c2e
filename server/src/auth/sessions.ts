import { prisma } from '../db/client.js';
import { publishAccessEvent } from '../realtime/access-events.js';
import { randomToken, sameHash, sha256, splitToken } from './tokens.js';

// Sessions per Lucia's reference design: random id + secret, only SHA-256(secret) stored,
// constant-time comparison, sliding expiry, server-side revocation.

export interface SessionRequestInfo {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

export interface ValidSession {
  id: string;
  userId: string;
  expiresAt: Date;
  /** True when the expiry moved forward and the cookie must be sent again. */
  refreshed: boolean;
}

export async function createSession(userId: string, ttlSeconds: number, info: SessionRequestInfo) {
  const id = randomToken();
  const secret = randomToken();
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await prisma().session.create({
    data: {
      id,
      secretHash: sha256(secret),
      userId,
      expiresAt,
      ip: info.ip ?? null,
      userAgent: info.userAgent?.slice(0, 512) ?? null,
    },
  });
  return { token: `${id}.${secret}`, id, expiresAt };
}

export async function validateSessionToken(
  token: string,
  ttlSeconds: number,
): Promise<ValidSession | null> {
  const parts = splitToken(token);
  if (!parts) return null;
  const session = await prisma().session.findUnique({ where: { id: parts.id } });
  if (!session || !sameHash(session.secretHash, sha256(parts.secret))) return null;
  const now = Date.now();
  if (session.expiresAt.getTime() <= now) {
    await prisma().session.deleteMany({ where: { id: session.id } });
    return null;
  }
  // Slide the expiry once less than half of the lifetime is left.
  if (session.expiresAt.getTime() - now < (ttlSeconds * 1000) / 2) {
    const expiresAt = new Date(now + ttlSeconds * 1000);
    await prisma().session.update({
      where: { id: session.id },
      data: { expiresAt, lastUsedAt: new Date() },
    });
    return { id: session.id, userId: session.userId, expiresAt, refreshed: true };
  }
  return { id: session.id, userId: session.userId, expiresAt: session.expiresAt, refreshed: false };
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
