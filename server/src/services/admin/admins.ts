import { prisma } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { AuditType, recordAudit } from './audit.js';
import { announceImpersonationsEnded, endImpersonationsHeldBy } from './impersonation-end.js';

// Who is an administrator (docs/admin.md): the accounts ADMIN_EMAILS names, made so at sign-up
// (services/accounts/accounts.ts) and at every start (server.ts), and those `npm run admin`
// promoted. Emails here are as `normalizeEmail` gives them (config.ts lower-cases ADMIN_EMAILS).

type Tx = Prisma.TransactionClient;

function auditChange(tx: Tx, user: { id: string; email: string }, granted: boolean, by: string) {
  return recordAudit(
    {
      type: granted ? AuditType.adminGranted : AuditType.adminRevoked,
      userId: user.id,
      email: user.email,
      data: { by },
    },
    tx,
  );
}

/**
 * Whether the user may act as an administrator now: an administrator whose account is not
 * disabled. Read each time, never cached, so a `demote` counts from the next request. The
 * `admin` auth scope (graphql/builder.ts) and every admin service check it.
 */
export async function isAdministrator(
  userId: string,
  db: Pick<Tx, 'user'> = prisma(),
): Promise<boolean> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { isAdmin: true, disabledAt: true },
  });
  return Boolean(user?.isAdmin && !user.disabledAt);
}

/**
 * The email of an administrator named by id (an audit event's actor, a support conversation's
 * assignee); null once the account is deleted.
 */
export async function administratorEmail(userId: string): Promise<string | null> {
  const user = await prisma().user.findUnique({ where: { id: userId }, select: { email: true } });
  return user?.email ?? null;
}

/** At sign-up, in its transaction: a listed account becomes an administrator. */
export async function grantIfListed(
  tx: Tx,
  user: { id: string; email: string },
  adminEmails: readonly string[],
) {
  if (!adminEmails.includes(user.email)) return;
  await tx.user.update({ where: { id: user.id }, data: { isAdmin: true } });
  await auditChange(tx, user, true, 'ADMIN_EMAILS');
}

/** Makes the listed accounts that exist administrators; returns the emails it changed. */
export async function promoteListedAdmins(adminEmails: readonly string[]): Promise<string[]> {
  if (!adminEmails.length) return [];
  return prisma().$transaction(async (tx) => {
    const users = await tx.user.findMany({
      where: { email: { in: [...adminEmails] }, isAdmin: false },
      select: { id: true, email: true },
    });
    if (!users.length) return [];
    await tx.user.updateMany({
      where: { id: { in: users.map((user) => user.id) } },
      data: { isAdmin: true },
    });
    for (const user of users) await auditChange(tx, user, true, 'ADMIN_EMAILS');
    return users.map((user) => user.email);
  });
}

export type SetAdminResult = 'changed' | 'unchanged' | 'no-such-user';

/**
 * Grants or takes back administrator rights (`npm run admin -- promote|demote <email>`). A
 * demotion ends every impersonation the account holds, in the same transaction.
 */
export async function setAdmin(email: string, admin: boolean): Promise<SetAdminResult> {
  const outcome = await prisma().$transaction(async (tx) => {
    const user = await tx.user.findUnique({
      where: { email },
      select: { id: true, email: true, isAdmin: true },
    });
    if (!user) return { result: 'no-such-user' as const, ended: [] };
    const ended = admin ? [] : await endImpersonationsHeldBy(tx, user.id, 'ADMIN_REVOKED');
    if (user.isAdmin === admin) return { result: 'unchanged' as const, ended };
    await tx.user.update({ where: { id: user.id }, data: { isAdmin: admin } });
    await auditChange(tx, user, admin, 'cli');
    return { result: 'changed' as const, ended };
  });
  announceImpersonationsEnded(outcome.ended);
  return outcome.result;
}
