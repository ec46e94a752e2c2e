import { prisma } from '../db/client.js';
import { AuditType } from '../services/audit.js';

/** Failed sign-ins allowed per window: per account (email) and per client IP. */
export const signInLimits = { windowSeconds: 15 * 60, perAccount: 5, perIp: 20 };

/**
 * Counts the failures recorded in AuditEvent, so the limit holds across server instances
 * and across aliased `signIn` fields (mutation fields run one after another).
 * Returns the seconds to wait, or null when another attempt is allowed.
 */
export async function signInRetryAfter(
  email: string,
  ip: string | undefined,
  lastSignInAt: Date | null,
) {
  const windowStart = new Date(Date.now() - signInLimits.windowSeconds * 1000);
  const accountSince = lastSignInAt && lastSignInAt > windowStart ? lastSignInAt : windowStart;
  const [byAccount, byIp] = await Promise.all([
    prisma().auditEvent.findMany({
      where: { type: AuditType.signInFailed, email, createdAt: { gt: accountSince } },
      orderBy: { createdAt: 'desc' },
      take: signInLimits.perAccount,
      select: { createdAt: true },
    }),
    ip
      ? prisma().auditEvent.findMany({
          where: { type: AuditType.signInFailed, ip, createdAt: { gt: windowStart } },
          orderBy: { createdAt: 'desc' },
          take: signInLimits.perIp,
          select: { createdAt: true },
        })
      : [],
  ]);
  const waits = [
    byAccount.length >= signInLimits.perAccount ? byAccount.at(-1)?.createdAt : undefined,
    byIp.length >= signInLimits.perIp ? byIp.at(-1)?.createdAt : undefined,
  ]
    .filter((d): d is Date => d !== undefined)
    .map((oldest) =>
      Math.ceil((oldest.getTime() + signInLimits.windowSeconds * 1000 - Date.now()) / 1000),
    );
  return waits.length ? Math.max(1, ...waits) : null;
}
