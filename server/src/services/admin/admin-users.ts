import { prisma } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { publishAccessEvent } from '../../realtime/access-events.js';
import { teamPlan } from '../billing/plans.js';
import { NotAllowedError, NotFoundError, type ServiceResult } from '../errors.js';
import { uuidOrNobody } from '../teams/visibility.js';
import { isAdministrator } from './admins.js';
import { AuditType, recordAudit } from './audit.js';
import { announceImpersonationsEnded, endImpersonationsHeldBy } from './impersonation-end.js';

// What administrators do to accounts from /admin/users (docs/admin.md): find them, sign them
// out everywhere, disable and re-enable them. Every function checks that the caller is an
// administrator; the GraphQL fields check it too (the `admin` scope).

export const ACCOUNT_DISABLED =
  'This account is disabled. Contact support if you think this is a mistake.';
export const ONLY_ADMINS = 'Only administrators can do this.';

type AdminError = NotAllowedError | NotFoundError;
type Tx = Prisma.TransactionClient;

/** Users whose email or name holds `search`, or who belong to a team whose name holds it. */
export function userSearch(search: string | null | undefined): Prisma.UserWhereInput {
  const text = search?.trim().slice(0, 200);
  if (!text) return {};
  const holds = { contains: text, mode: 'insensitive' } as const;
  return {
    OR: [{ email: holds }, { name: holds }, { memberships: { some: { team: { name: holds } } } }],
  };
}

const ADMIN_USER_TEAM_SELECT = {
  id: true,
  createdAt: true,
  role: true,
  team: {
    select: {
      id: true,
      name: true,
      type: true,
      swipeCount: true,
      subscription: { select: { status: true, type: true } },
      _count: { select: { members: true } },
    },
  },
} satisfies Prisma.TeamMemberSelect;

/**
 * A page of the teams an account belongs to, as the admin area lists them (the account's role,
 * the team's plan and sizes); `page` is the ordered list's where, order and size.
 */
export async function adminUserTeams(page: { where: object; orderBy: object[]; take: number }) {
  const rows = await prisma().teamMember.findMany({ ...page, select: ADMIN_USER_TEAM_SELECT });
  return rows.map(({ id, createdAt, role, team }) => ({
    id,
    createdAt,
    teamId: team.id,
    name: team.name,
    personal: team.type === 'PERSONAL',
    role,
    plan: teamPlan(team.subscription),
    swipeCount: team.swipeCount,
    memberCount: team._count.members,
  }));
}

/**
 * Ends every way into the account, inside `tx`: deletes its browser sessions, revokes its
 * personal tokens (the extension's too) and ends the impersonations it holds as an
 * administrator. Returns what ended, for `announceEnded` once the transaction has committed.
 */
async function endAllAccess(tx: Tx, userId: string) {
  const sessions = await tx.session.findMany({ where: { userId }, select: { id: true } });
  await tx.session.deleteMany({ where: { userId } });
  const tokens = await tx.apiToken.findMany({
    where: { userId, revokedAt: null },
    select: { id: true },
  });
  await tx.apiToken.updateMany({
    where: { userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return {
    sessionIds: sessions.map((s) => s.id),
    tokenIds: tokens.map((t) => t.id),
    impersonations: await endImpersonationsHeldBy(tx, userId, 'SIGNED_OUT'),
  };
}

type EndedAccess = Awaited<ReturnType<typeof endAllAccess>>;
const NOTHING_ENDED: EndedAccess = { sessionIds: [], tokenIds: [], impersonations: [] };

/** Open tabs and subscriptions of what ended stop on every instance. */
function announceEnded(userId: string, ended: EndedAccess) {
  for (const sessionId of ended.sessionIds)
    publishAccessEvent(userId, { kind: 'SESSION_ENDED', sessionId, signedOut: true });
  for (const tokenId of ended.tokenIds)
    publishAccessEvent(userId, { kind: 'TOKEN_REVOKED', tokenId });
  announceImpersonationsEnded(ended.impersonations);
}

interface AdminMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

async function target(tx: Tx, adminId: string, userId: string) {
  if (!(await isAdministrator(adminId, tx))) return new NotAllowedError(ONLY_ADMINS);
  // Locked: a sign-in creating a session waits for this transaction, then sees what it did.
  const [user] = await tx.$queryRaw<{ id: string; email: string; is_admin: boolean }[]>`
    SELECT id, email, is_admin FROM "user" WHERE id = ${uuidOrNobody(userId)}::uuid FOR UPDATE`;
  return user ?? new NotFoundError('This user does not exist.');
}

/** Signs the user out of every browser and revokes their personal tokens. */
export async function signOutEverywhere(
  adminId: string,
  userId: string,
  meta: AdminMeta,
): Promise<ServiceResult<{ userId: string }, AdminError>> {
  const outcome = await prisma().$transaction(async (tx) => {
    const user = await target(tx, adminId, userId);
    if (!('id' in user)) return user;
    const ended = await endAllAccess(tx, user.id);
    await recordAudit(
      {
        type: AuditType.signedOutByAdmin,
        userId: user.id,
        email: user.email,
        ip: meta.ip,
        userAgent: meta.userAgent,
        actorId: adminId,
        data: { by: adminId, sessions: ended.sessionIds.length, tokens: ended.tokenIds.length },
      },
      tx,
    );
    return { userId: user.id, ended };
  });
  if (!('userId' in outcome)) return { ok: false, errors: [outcome] };
  announceEnded(outcome.userId, outcome.ended);
  return { ok: true, value: { userId: outcome.userId } };
}

/**
 * Disables an account (it cannot sign in; its sessions and tokens stop at once; nothing is
 * deleted) or enables it again. Administrators cannot be disabled, nor can one disable oneself.
 */
export async function setUserDisabled(
  adminId: string,
  userId: string,
  disabled: boolean,
  meta: AdminMeta,
): Promise<ServiceResult<{ userId: string }, AdminError>> {
  const outcome = await prisma().$transaction(async (tx) => {
    const user = await target(tx, adminId, userId);
    if (!('id' in user)) return user;
    if (disabled && user.id === adminId)
      return new NotAllowedError("You can't disable your own account.");
    if (disabled && user.is_admin)
      return new NotAllowedError(
        'Administrators cannot be disabled: take their administrator rights away first (npm run admin -- demote <email>).',
      );
    const changed = await tx.user.updateMany({
      where: { id: user.id, disabledAt: disabled ? null : { not: null } },
      data: { disabledAt: disabled ? new Date() : null },
    });
    const ended = disabled ? await endAllAccess(tx, user.id) : NOTHING_ENDED;
    if (changed.count) {
      await recordAudit(
        {
          type: disabled ? AuditType.userDisabled : AuditType.userEnabled,
          userId: user.id,
          email: user.email,
          ip: meta.ip,
          userAgent: meta.userAgent,
          actorId: adminId,
          data: { by: adminId },
        },
        tx,
      );
    }
    return { userId: user.id, ended };
  });
  if (!('userId' in outcome)) return { ok: false, errors: [outcome] };
  announceEnded(outcome.userId, outcome.ended);
  return { ok: true, value: { userId: outcome.userId } };
}
