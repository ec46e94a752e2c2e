import { prisma } from '../db/client.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { TeamRole } from '../generated/prisma/enums.js';
import { publishTeamEvent } from '../realtime/team-events.js';
import { AuditType, recordAudit } from './audit.js';
import { FieldError, NotAllowedError, NotFoundError, type ServiceResult } from './errors.js';
import { Permission, requireTeamRole, roleAllows } from './permissions.js';
import { membersChanged, teamDeleted } from './seats.js';
import { uuidOrNobody } from './visibility.js';

// Teams and their members: creation (with the spec §5 eligibility rule), renaming, deleting,
// roles, removing and leaving. The permission matrix is in docs/permissions.md.

type Tx = Prisma.TransactionClient;
type TeamError = FieldError | NotAllowedError | NotFoundError;

export const teamRules = { nameMax: 60 };

const LAST_OWNER = 'A team needs an owner. Make someone else an owner first.';

function cleanName(name: string | null | undefined): string | FieldError {
  const clean = (name ?? '').trim().replace(/\s+/g, ' ');
  if (!clean) return new FieldError('name', 'Enter a team name.');
  if (clean.length > teamRules.nameMax) {
    return new FieldError('name', `Team names can be at most ${teamRules.nameMax} characters.`);
  }
  return clean;
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
  const access = await requireTeamRole(userId, teamId, Permission.manageTeam);
  if (!access.ok) return { ok: false, errors: [access.error] };
  const clean = cleanName(name);
  if (clean instanceof FieldError) return { ok: false, errors: [clean] };
  const team = await prisma().team.findUniqueOrThrow({ where: { id: teamId } });
  if (team.type === 'PERSONAL') {
    return { ok: false, errors: [new NotAllowedError('Your personal team keeps its name.')] };
  }
  await prisma().team.update({ where: { id: teamId }, data: { name: clean } });
  publishTeamEvent(teamId, { kind: 'TEAM_UPDATED', id: teamId });
  return { ok: true, value: { teamId } };
}

/**
 * Deletes a team workspace with its swipes, tags, collections and invites (owners only; the
 * personal team stays). Returns the media of the deleted swipes so the caller removes files.
 */
export async function deleteTeam(
  userId: string,
  teamId: string,
): Promise<ServiceResult<{ teamId: string; media: Prisma.JsonValue[] }, TeamError>> {
  const access = await requireTeamRole(userId, teamId, Permission.manageTeam);
  if (!access.ok) return { ok: false, errors: [access.error] };
  const result = await prisma().$transaction(async (tx) => {
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

async function lockTeamMembers(tx: Tx, teamId: string) {
  await tx.$queryRaw`SELECT id FROM "team" WHERE id = ${teamId}::uuid FOR UPDATE`;
}

async function ownerCount(tx: Tx, teamId: string) {
  return tx.teamMember.count({ where: { teamId, role: 'OWNER' } });
}

/** The member row and the acting user's role in the same team, or the error to return. */
async function memberAndActor(userId: string, memberId: string) {
  const member = await prisma().teamMember.findUnique({
    where: { id: uuidOrNobody(memberId) },
    select: { id: true, teamId: true, userId: true, role: true },
  });
  const access = await requireTeamRole(userId, member?.teamId ?? '', Permission.readTeam);
  if (!member || !access.ok) {
    return {
      ok: false as const,
      error: access.ok ? new NotAllowedError('This member is not in the team.') : access.error,
    };
  }
  return { ok: true as const, member, actorRole: access.role };
}

/**
 * Changes a member's role. Admins manage viewers, editors and admins; only owners make or
 * unmake owners; the last owner cannot be demoted.
 */
export async function changeMemberRole(
  userId: string,
  memberId: string,
  role: TeamRole,
): Promise<ServiceResult<{ memberId: string; teamId: string }, TeamError>> {
  const found = await memberAndActor(userId, memberId);
  if (!found.ok) return { ok: false, errors: [found.error] };
  const { member, actorRole } = found;
  if (!roleAllows(actorRole, Permission.manageMembers)) {
    return { ok: false, errors: [new NotAllowedError('Only admins and owners can change roles.')] };
  }
  if ((member.role === 'OWNER' || role === 'OWNER') && actorRole !== 'OWNER') {
    return { ok: false, errors: [new NotAllowedError('Only owners can make or change owners.')] };
  }
  const result = await prisma().$transaction(async (tx) => {
    await lockTeamMembers(tx, member.teamId);
    const current = await tx.teamMember.findUnique({ where: { id: member.id } });
    if (!current) return { ok: false as const, errors: [new NotAllowedError('This member left.')] };
    if (current.role === 'OWNER' && role !== 'OWNER' && (await ownerCount(tx, member.teamId)) < 2) {
      return { ok: false as const, errors: [new NotAllowedError(LAST_OWNER)] };
    }
    await tx.teamMember.update({ where: { id: member.id }, data: { role } });
    await recordAudit(
      {
        type: AuditType.memberRoleChanged,
        userId,
        teamId: member.teamId,
        data: { memberUserId: member.userId, from: current.role, to: role },
      },
      tx,
    );
    return { ok: true as const, value: { memberId: member.id, teamId: member.teamId } };
  });
  if (result.ok) {
    publishTeamEvent(member.teamId, {
      kind: 'MEMBER_UPDATED',
      id: member.id,
      userId: member.userId,
    });
  }
  return result;
}

async function removeMembershipNow(
  tx: Tx,
  member: { id: string; teamId: string; userId: string },
  actorId: string,
): Promise<ServiceResult<{ memberId: string; teamId: string; userId: string }, TeamError>> {
  await lockTeamMembers(tx, member.teamId);
  const current = await tx.teamMember.findUnique({
    where: { id: member.id },
    select: { role: true, team: { select: { type: true } } },
  });
  if (!current) return { ok: false, errors: [new NotAllowedError('This member left.')] };
  if (current.team.type === 'PERSONAL') {
    return { ok: false, errors: [new NotAllowedError('Nobody leaves a personal team.')] };
  }
  if (current.role === 'OWNER' && (await ownerCount(tx, member.teamId)) < 2) {
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

async function removeMembership(
  member: { id: string; teamId: string; userId: string },
  actorId: string,
) {
  const result = await prisma().$transaction((tx) => removeMembershipNow(tx, member, actorId));
  if (result.ok) {
    publishTeamEvent(member.teamId, { kind: 'MEMBER_LEFT', id: member.id, userId: member.userId });
    await membersChanged(member.teamId);
  }
  return result;
}

/** Removes a member (admins remove non-owners, owners anyone but the last owner); self = leave. */
export async function removeMember(userId: string, memberId: string) {
  const found = await memberAndActor(userId, memberId);
  if (!found.ok) return { ok: false as const, errors: [found.error] };
  const { member, actorRole } = found;
  if (member.userId !== userId) {
    if (!roleAllows(actorRole, Permission.manageMembers)) {
      return {
        ok: false as const,
        errors: [new NotAllowedError('Only admins and owners can remove members.')],
      };
    }
    if (member.role === 'OWNER' && actorRole !== 'OWNER') {
      return {
        ok: false as const,
        errors: [new NotAllowedError('Only owners can remove an owner.')],
      };
    }
  }
  return removeMembership(member, userId);
}

/** The user leaves a team (not their personal one, and not as its last owner). */
export async function leaveTeam(userId: string, teamId: string) {
  const member = await prisma().teamMember.findUnique({
    where: { teamId_userId: { teamId: uuidOrNobody(teamId), userId } },
    select: { id: true, teamId: true, userId: true },
  });
  if (!member) {
    return { ok: false as const, errors: [new NotFoundError('This team does not exist.')] };
  }
  return removeMembership(member, userId);
}
