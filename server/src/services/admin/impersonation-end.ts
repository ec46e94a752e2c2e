import type { SessionRequestInfo } from '../../auth/sessions.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { publishAccessEvent } from '../../realtime/access-events.js';
import { AuditType, recordAudit } from './audit.js';

// How an impersonation ends (docs/admin.md, "Impersonation"): its session is deleted and the
// end recorded once. Apart from services/admin/impersonation.ts because taking an administrator's
// rights away (services/admin/admins.ts, services/admin/admin-users.ts) ends the impersonations
// they hold.

type Tx = Prisma.TransactionClient;

/**
 * EXITED, SIGNED_OUT (the browser signed out, or the administrator's own access was ended),
 * EXPIRED (its hour was up), ADMIN_REVOKED (the administrator was demoted or disabled).
 */
export type ImpersonationEnd = 'EXITED' | 'SIGNED_OUT' | 'EXPIRED' | 'ADMIN_REVOKED';

export interface EndedImpersonation {
  sessionId: string;
  userId: string;
}

/**
 * Ends one impersonation inside `tx`: deletes its session and records the end, once however
 * many ways reach it at the same moment. Null when it was not one, or was already recorded.
 */
export async function endImpersonationIn(
  tx: Tx,
  sessionId: string,
  how: ImpersonationEnd,
  meta: SessionRequestInfo = {},
): Promise<EndedImpersonation | null> {
  const started = await tx.auditEvent.findFirst({
    where: {
      type: AuditType.impersonationStarted,
      data: { path: ['sessionId'], equals: sessionId },
    },
    select: { userId: true, actorId: true },
  });
  if (!started?.userId) return null;
  // The row lock (or its absence) orders simultaneous ends: one records, the others see it.
  await tx.session.deleteMany({ where: { id: sessionId } });
  const recorded = await tx.auditEvent.count({
    where: {
      type: AuditType.impersonationEnded,
      userId: started.userId,
      data: { path: ['sessionId'], equals: sessionId },
    },
  });
  if (recorded) return null;
  await recordAudit(
    {
      type: AuditType.impersonationEnded,
      userId: started.userId,
      actorId: started.actorId ?? undefined,
      ip: meta.ip,
      userAgent: meta.userAgent,
      data: { sessionId, how },
    },
    tx,
  );
  return { sessionId, userId: started.userId };
}

/** Ends, inside `tx`, every impersonation the administrator `adminId` holds. */
export async function endImpersonationsHeldBy(
  tx: Tx,
  adminId: string,
  how: ImpersonationEnd,
): Promise<EndedImpersonation[]> {
  const sessions = await tx.session.findMany({
    where: { impersonatorId: adminId },
    select: { id: true },
  });
  const ended: EndedImpersonation[] = [];
  for (const { id } of sessions) {
    const end = await endImpersonationIn(tx, id, how);
    if (end) ended.push(end);
  }
  // Any left without a start on record go too: no impersonation outlives its administrator.
  await tx.session.deleteMany({ where: { impersonatorId: adminId } });
  return ended;
}

/** Once committed: open tabs and subscriptions of the ended impersonations stop, on every instance. */
export function announceImpersonationsEnded(ended: readonly EndedImpersonation[]) {
  for (const { userId, sessionId } of ended)
    publishAccessEvent(userId, { kind: 'SESSION_ENDED', sessionId, signedOut: false });
}
