import { ROLE_NEEDED, roleAllows } from '@swipestack/common/roles';
import { prisma } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { TeamRole } from '../../generated/prisma/enums.js';
import { NotAllowedError, NotFoundError } from '../errors.js';
import { uuidOrNobody } from './visibility.js';

// What each team role may do: the matrix is in docs/permissions.md and shared with the web app
// (`@swipestack/common/roles`); this module and the rules in services/teams/teams.ts and
// services/teams/invites.ts enforce it.
export { roleAllows };

export const Permission = {
  readTeam: ROLE_NEEDED.read,
  /** Create, edit and delete swipes, tags and collections. */
  editContent: ROLE_NEEDED.editContent,
  /** Invite, remove and change the roles of members (owners alone touch owners). */
  manageMembers: ROLE_NEEDED.manageMembers,
  /** Rename and delete the team; billing. */
  manageTeam: ROLE_NEEDED.manageTeam,
  /** The team's webhooks (services/webhooks/). */
  manageIntegrations: ROLE_NEEDED.manageIntegrations,
} as const satisfies Record<string, TeamRole>;
export type Permission = (typeof Permission)[keyof typeof Permission];

/**
 * The viewer's membership of a team, or the error to return: a team the viewer is not in
 * reads as missing (its existence is not revealed). Member changes pass their transaction,
 * after taking the team's lock (`lockTeamMembers`), so a role changed concurrently is seen.
 */
export async function requireTeamRole(
  userId: string,
  teamId: string,
  needed: TeamRole,
  db: Prisma.TransactionClient = prisma(),
) {
  const membership = await db.teamMember.findUnique({
    where: { teamId_userId: { teamId: uuidOrNobody(teamId), userId } },
    select: { role: true },
  });
  return checkTeamRole(membership?.role, needed);
}

/** A membership's role (undefined: not a member) against the role a change needs. */
export function checkTeamRole(role: TeamRole | undefined, needed: TeamRole) {
  if (!role) return { ok: false as const, error: new NotFoundError('This team does not exist.') };
  if (!roleAllows(role, needed)) {
    return {
      ok: false as const,
      error: new NotAllowedError(`Your role in this team (${role.toLowerCase()}) cannot do this.`),
    };
  }
  return { ok: true as const, role };
}

/**
 * For a row of a team (swipe, tag, collection): the viewer may edit it, or the error. A row
 * of a team the viewer is not in reads as missing, with the row's own message.
 */
export async function requireContentEditor(
  userId: string,
  teamId: string | undefined,
  missing: string,
) {
  if (!teamId) return { ok: false as const, error: new NotFoundError(missing) };
  const access = await requireTeamRole(userId, teamId, Permission.editContent);
  if (access.ok) return { ok: true as const, teamId };
  return {
    ok: false as const,
    error: access.error instanceof NotFoundError ? new NotFoundError(missing) : access.error,
  };
}
