import { prisma } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { AuditType } from './audit.js';

// /admin/audit (docs/admin.md): the audit log as administrators read it. Read-only: no API
// changes or deletes an event (the audit_append_only migration refuses it in the database).

export interface AuditFilter {
  /** One event type (AuditType). */
  type?: string | null | undefined;
  /** Text the account's email holds. */
  user?: string | null | undefined;
  /** Text the acting administrator's email holds. */
  actor?: string | null | undefined;
  since?: Date | null | undefined;
  until?: Date | null | undefined;
}

export const AUDIT_TYPES: readonly string[] = Object.values(AuditType).sort();

const holds = (text: string) => ({ contains: text.slice(0, 200), mode: 'insensitive' as const });

export async function auditEventFilter(filter: AuditFilter): Promise<Prisma.AuditEventWhereInput> {
  const user = filter.user?.trim();
  const actor = filter.actor?.trim();
  const actorIds = actor
    ? (
        await prisma().user.findMany({
          where: { email: holds(actor) },
          select: { id: true },
          take: 1000,
        })
      ).map((found) => found.id)
    : null;
  return {
    AND: [
      filter.type ? { type: filter.type } : {},
      user ? { OR: [{ user: { email: holds(user) } }, { email: holds(user) }] } : {},
      actorIds ? { actorId: { in: actorIds } } : {},
      filter.since ? { createdAt: { gte: filter.since } } : {},
      filter.until ? { createdAt: { lt: filter.until } } : {},
    ],
  };
}
