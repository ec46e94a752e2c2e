import { prisma } from '../db/client.js';
import type { ApiTokenScope, Prisma } from '../generated/prisma/client.js';
import { randomToken, sameHash, sha256, splitToken } from './tokens.js';

// Personal tokens for the extension and API clients (`Authorization: Bearer <id>.<secret>`):
// the same scheme as sessions (only SHA-256 of the secret stored, constant-time comparison),
// named, revocable, without a sliding expiry, optionally ending at `expiresAt`, and FULL or
// READ_ONLY (queries and subscriptions only).

export interface ValidApiToken {
  id: string;
  userId: string;
  scope: ApiTokenScope;
}

export interface ApiTokenOptions {
  expiresAt?: Date | null;
  scope?: ApiTokenScope;
}

/** Writes lastUsedAt at most this often, so every request is not a write. */
const LAST_USED_GRANULARITY_MS = 60_000;

/**
 * Writes a new token (inside the caller's transaction when `db` is one). It checks no cap: the
 * services that hand tokens to people go through `issueWithinCap` (services/accounts/access.ts).
 */
export async function issueApiToken(
  userId: string,
  name: string,
  { expiresAt = null, scope = 'FULL' }: ApiTokenOptions = {},
  db: Prisma.TransactionClient = prisma(),
) {
  const id = randomToken();
  const secret = randomToken();
  await db.apiToken.create({
    data: { id, name, secretHash: sha256(secret), userId, expiresAt, scope },
  });
  return { id, token: `${id}.${secret}` };
}

export async function validateApiToken(token: string): Promise<ValidApiToken | null> {
  const parts = splitToken(token);
  if (!parts) return null;
  const row = await prisma().apiToken.findUnique({ where: { id: parts.id } });
  if (!row || row.revokedAt || !sameHash(row.secretHash, sha256(parts.secret))) return null;
  const now = Date.now();
  if (row.expiresAt && row.expiresAt.getTime() <= now) return null;
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > LAST_USED_GRANULARITY_MS) {
    await prisma().apiToken.update({ where: { id: row.id }, data: { lastUsedAt: new Date(now) } });
  }
  return { id: row.id, userId: row.userId, scope: row.scope };
}
