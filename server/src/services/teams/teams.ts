import { FIELD_LIMITS } from '@swipestack/common/limits';
import { prisma } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { TeamRole } from '../../generated/prisma/enums.js';
import { publishTeamEvent } from '../../realtime/team-events.js';
import { publishUserEvent } from '../../realtime/user-events.js';
import { AuditType, recordAudit } from '../admin/audit.js';
import { membersChanged, teamDeleted } from '../billing/seats.js';
import { FieldError, NotAllowedError, NotFoundError, type ServiceResult } from '../errors.js';
import { Permission, requireTeamRole, roleAllows } from './permissions.js';
import { uuidOrNobody } from './visibility.js';

// Teams and their members: creation (with the spec §5 eligibility rule), renaming, deleting,
// roles, removing and leaving. The permission matrix is in docs/permissions.md.

type Tx = Prisma.TransactionClient;
type TeamError = FieldError | NotAllowedError | NotFoundError;

export const teamRules = { nameMax: FIELD_LIMITS.teamName };

/** A team's id, name and type (PERSONAL or TEAM), for answers that name the team. */
export function teamSummary(teamId: string) {
  return prisma().team.findUniqueOrThrow({
    where: { id: teamId },
    select: { id: true, name: true, type: true },
  });
}

const LAST_OWNER = 'A team needs an owner. Make someone else an owner first.';

function cleanName(name: string | null | undefined): string | FieldError {
  const clean = (name ?? '').trim().replace(/\s+/g, ' ');
  if (!clean) return new FieldError('name', 'Enter a team name.');
  if (clean.length > teamRules.nameMax) {
    return new FieldError('name', `Team names can be at most ${teamRules.nameMax} characters.`);
  }
  return clean;
}

/** The users who are members of the team now. */
export async function teamMemberUserIds(teamId: string): Promise<Set<string>> {
  const rows = await prisma().teamMember.findMany({ where: { teamId }, select: { userId: true } });
  return new Set(rows.map((row) => row.userId));
}

/**
 * Spec §5: a user in fewer than 2 teams may always create one; in 2 or more, only when one of
 * those teams has an active subscription.
 */
export async function canCreateTeam(userId: string, tx: Tx = prisma()): Promise<boolean> {
  if (!userId) throw new Error('User ID required');
  const memberships = await tx.teamMember.findMany({
    where: { userId },
    select: { team: { select: { subscription: { select: { status: true } } } } },
  });
  return (
    memberships.length < 2 ||
    memberships.some((membership) => membership.team.subscription?.status === 'ACTIVE')
  );
}

export const MORE_TEAMS_NEED_A_PLAN =
  'Creating a third team needs a paid plan on one of your teams.';

/** A new team with the user as its owner. */
export async function createTeam(
  userId: string,
  name: string,
): Promise<ServiceResult<{ teamId: string }, TeamError>> {
  const clean = cleanName(name);
  if (clean instanceof FieldError) return { ok: false, errors: [clean] };
  return prisma().$transaction(async (tx) => {
    // Two creations at once must not both pass the eligibility check.
    await tx.$queryRaw`SELECT id FROM "user" WHERE id = ${userId}::uuid FOR UPDATE`;
    if (!(await canCreateTeam(userId, tx))) {
      return { ok: false as const, errors: [new NotAllowedError(MORE_TEAMS_NEED_A_PLAN)] };
    }
    const team = await tx.team.create({
      data: { name: clean, type: 'TEAM', members: { create: { userId, role: 'OWNER' } } },
      select: { id: true },
    });
    await recordAudit({ type: AuditType.teamCreated, userId, teamId: team.id }, tx);
    return { ok: true as const, value: { teamId: team.id } };
  });
}

/** Renames a team (owners only); the personal team keeps its name. */
export async function renameTeam(
  userId: string,
  teamId: string,
  name: string,
): Promise<ServiceResult<{ teamId: string }, TeamError>> {
  const result = await prisma().$transaction(async (tx) => {
    await lockTeamMembers(tx, teamId);
    const access = await requireTeamRole(userId, teamId, Permission.manageTeam, tx);
    if (!access.ok) return { ok: false as const, errors: [access.error] };
    const clean = cleanName(name);
    if (clean instanceof FieldError) return { ok: false as const, errors: [clean] };
    const team = await tx.team.findUniqueOrThrow({ where: { id: teamId } });
    if (team.type === 'PERSONAL') {
      return {
        ok: false as const,
        errors: [new NotAllowedError('Your personal team keeps its name.')],
      };
    }
    await tx.team.update({ where: { id: teamId }, data: { name: clean } });
    return { ok: true as const, value: { teamId } };
  });
  if (result.ok) publishTeamEvent(teamId, { kind: 'TEAM_UPDATED', id: teamId });
  return result;
}

/**
 * Deletes a team workspace with its swipes, tags, collections and invites (owners only; the
 * personal team stays). Returns the media of the deleted swipes so the caller removes files.
 */
export async function deleteTeam(
  userId: string,
  teamId: string,
): Promise<ServiceResult<{ teamId: string; media: Prisma.JsonValue[] }, TeamError>> {
  const result = await prisma().$transaction(async (tx) => {
    // The owner's role is read under the team's lock: an owner demoted meanwhile cannot delete.
    await lockTeamMembers(tx, teamId);
    const access = await requireTeamRole(userId, teamId, Permission.manageTeam, tx);
    if (!access.ok) return { ok: false as const, errors: [access.error] };
    const team = await tx.team.findUniqueOrThrow({ where: { id: teamId } });
    if (team.type === 'PERSONAL') {
      return {
        ok: false as const,
        errors: [new NotAllowedError('Your personal team cannot be deleted.')],
      };
    }
    const swipes = await tx.swipe.findMany({ where: { teamId }, select: { media: true } });
    const subscription = await tx.subscription.findUnique({
      where: { teamId },
      select: { stripeSubscriptionId: true },
    });
    await tx.team.delete({ where: { id: teamId } });
    await recordAudit(
      { type: AuditType.teamDeleted, userId, data: { teamId, name: team.name } },
      tx,
    );
    return {
      ok: true as const,
      value: {
        teamId,
        media: swipes.flatMap((swipe) => (swipe.media ? [swipe.media] : [])),
        stripeSubscriptionId: subscription?.stripeSubscriptionId,
      },
    };
  });
  if (!result.ok) return result;
  publishTeamEvent(teamId, { kind: 'TEAM_DELETED', id: teamId });
  await teamDeleted(result.value.stripeSubscriptionId);
  return { ok: true as const, value: { teamId, media: result.value.media } };
}

/**
 * Locks the team's row: every change of its members (roles, removals, leaving, accepted
 * invites, new invites) takes this lock first, so they run one after the other.
 */
export async function lockTeamMembers(tx: Tx, teamId: string) {
  await tx.$queryRaw`SELECT id FROM "team" WHERE id = ${uuidOrNobody(teamId)}::uuid FOR UPDATE`;
}

async function ownerCount(tx: Tx, teamId: string) {
  return tx.teamMember.count({ where: { teamId, role: 'OWNER' } });
}

const MEMBER_GONE = 'This member is not in the team.';
/** What a member change needs to know of the member (removal, role change, leaving). */
const memberFields = {
  id: true,
  teamId: true,
  userId: true,
  role: true,
  team: { select: { type: true } },
} as const;

/**
 * Locks the member's team and reads, under that lock, the member row and the acting user's
 * role in the same team, or the error to return (a team the actor is not in reads as missing).
 */
async function lockedMemberAndActor(tx: Tx, userId: string, memberId: string) {
  const located = await tx.teamMember.findUnique({
    where: { id: uuidOrNobody(memberId) },
    select: { teamId: true },
  });
  if (located) await lockTeamMembers(tx, located.teamId);
  const member =
    located &&
    (await tx.teamMember.findUnique({
      where: { id: uuidOrNobody(memberId) },
      select: memberFields,
    }));
  const access = await requireTeamRole(userId, located?.teamId ?? '', Permission.readTeam, tx);
  if (!access.ok) return { ok: false as const, error: access.error };
  if (!member) return { ok: false as const, error: new NotAllowedError(MEMBER_GONE) };
  return { ok: true as const, member, actorRole: access.role };
}

/**
 * Changes a member's role. Admins manage viewers, editors and admins; only owners make or
 * unmake owners; the last owner cannot be demoted. Everything is read under the team's lock.
 */
export async function changeMemberRole(
  userId: string,
  memberId: string,
  role: TeamRole,
): Promise<ServiceResult<{ memberId: string; teamId: string }, TeamError>> {
  const result = await prisma().$transaction(async (tx) => {
    const found = await lockedMemberAndActor(tx, userId, memberId);
    if (!found.ok) return { ok: false as const, errors: [found.error] };
    const { member, actorRole } = found;
    if (!roleAllows(actorRole, Permission.manageMembers)) {
      return {
        ok: false as const,
        errors: [new NotAllowedError('Only admins and owners can change roles.')],
      };
    }
    if ((member.role === 'OWNER' || role === 'OWNER') && actorRole !== 'OWNER') {
      return {
        ok: false as const,
        errors: [new NotAllowedError('Only owners can make or change owners.')],
      };
    }
    if (member.role === 'OWNER' && role !== 'OWNER' && (await ownerCount(tx, member.teamId)) < 2) {
      return { ok: false as const, errors: [new NotAllowedError(LAST_OWNER)] };
    }
    await tx.teamMember.update({ where: { id: member.id }, data: { role } });
    await recordAudit(
      {
        type: AuditType.memberRoleChanged,
        userId,
        teamId: member.teamId,
        data: { memberUserId: member.userId, from: member.role, to: role },
      },
      tx,
    );
    return {
      ok: true as const,
      value: { memberId: member.id, teamId: member.teamId, userId: member.userId },
    };
  });
  if (!result.ok) return result;
  const { teamId } = result.value;
  publishTeamEvent(teamId, {
    kind: 'MEMBER_UPDATED',
    id: result.value.memberId,
    userId: result.value.userId,
  });
  return { ok: true, value: { memberId: result.value.memberId, teamId } };
}

type Removal = ServiceResult<{ memberId: string; teamId: string; userId: string }, TeamError>;

/** Deletes a member row read under the team's lock (the rules of who may are checked). */
async function deleteMembership(
  tx: Tx,
  member: { id: string; teamId: string; userId: string; role: TeamRole; team: { type: string } },
  actorId: string,
): Promise<Removal> {
  if (member.team.type === 'PERSONAL') {
    return { ok: false, errors: [new NotAllowedError('Nobody leaves a personal team.')] };
  }
  if (member.role === 'OWNER' && (await ownerCount(tx, member.teamId)) < 2) {
    return { ok: false, errors: [new NotAllowedError(LAST_OWNER)] };
  }
  await tx.teamMember.delete({ where: { id: member.id } });
  await recordAudit(
    {
      type: AuditType.memberRemoved,
      userId: actorId,
      teamId: member.teamId,
      data: { memberUserId: member.userId },
    },
    tx,
  );
  return { ok: true, value: { memberId: member.id, teamId: member.teamId, userId: member.userId } };
}

async function afterRemoval(result: Removal) {
  if (result.ok) {
    const { teamId, memberId, userId } = result.value;
    publishTeamEvent(teamId, { kind: 'MEMBER_LEFT', id: memberId, userId });
    // Their notifications of the team leave their inbox: its unread count drops in their tabs.
    publishUserEvent(userId, 'NOTIFICATIONS_CHANGED');
    await membersChanged(teamId);
  }
  return result;
}

/** Removes a member (admins remove non-owners, owners anyone but the last owner); self = leave. */
export async function removeMember(userId: string, memberId: string) {
  const result = await prisma().$transaction(async (tx): Promise<Removal> => {
    const found = await lockedMemberAndActor(tx, userId, memberId);
    if (!found.ok) return { ok: false, errors: [found.error] };
    const { member, actorRole } = found;
    if (member.userId !== userId) {
      if (!roleAllows(actorRole, Permission.manageMembers)) {
        return {
          ok: false,
          errors: [new NotAllowedError('Only admins and owners can remove members.')],
        };
      }
      if (member.role === 'OWNER' && actorRole !== 'OWNER') {
        return { ok: false, errors: [new NotAllowedError('Only owners can remove an owner.')] };
      }
    }
    return deleteMembership(tx, member, userId);
  });
  return afterRemoval(result);
}

/** The user leaves a team (not their personal one, and not as its last owner). */
export async function leaveTeam(userId: string, teamId: string) {
  const result = await prisma().$transaction(async (tx): Promise<Removal> => {
    await lockTeamMembers(tx, teamId);
    const member = await tx.teamMember.findUnique({
      where: { teamId_userId: { teamId: uuidOrNobody(teamId), userId } },
      select: memberFields,
    });
    if (!member) return { ok: false, errors: [new NotFoundError('This team does not exist.')] };
    return deleteMembership(tx, member, userId);
  });
  return afterRemoval(result);
}
