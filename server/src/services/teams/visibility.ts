import type { Prisma } from '../../generated/prisma/client.js';

// Who may see what: the single place the GraphQL node loaders and lists take their filters from.

/** A UUID no row has: filters for a signed-out viewer match nothing. */
export const nobody = '00000000-0000-0000-0000-000000000000';

export function teamsVisibleTo(userId: string | undefined): Prisma.TeamWhereInput {
  return { members: { some: { userId: userId ?? nobody } } };
}

/** Rows that belong to a team (swipes, tags, collections): visible to its members. */
export function teamContentVisibleTo(userId: string | undefined): { team: Prisma.TeamWhereInput } {
  return { team: teamsVisibleTo(userId) };
}

/** A team-owned node by its global id's UUID, as the GraphQL node loaders look it up. */
export function teamContentById(
  id: string,
  context: { viewer: { userId: string } | null },
): { id: string; AND: { team: Prisma.TeamWhereInput }[] } {
  return { id: uuidOrNobody(id), AND: [teamContentVisibleTo(context.viewer?.userId)] };
}

/** A user record is visible to that user only (teammates see members through Team, later). */
export function usersVisibleTo(userId: string | undefined): Prisma.UserWhereInput {
  return { id: userId ?? nobody };
}

/**
 * An invite as a node: visible to the members of its team. The invited person sees their
 * invites through `viewer.invites`, which matches their email address.
 */
export function invitesVisibleTo(userId: string | undefined): Prisma.InviteWhereInput {
  return { team: teamsVisibleTo(userId) };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from global IDs are client input: anything that is not a UUID matches nothing. */
export function uuidOrNobody(id: string): string {
  return uuid.test(id) ? id : nobody;
}

/**
 * An id from a REST path or body: the database UUID, or the GraphQL global id of that type
 * (base64 of "<Type>:<uuid>", also in its URL-safe alphabet). Anything else matches nothing.
 */
export function decodeId(value: string, type: 'Team' | 'User' | 'Invite' | 'Collection'): string {
  if (uuid.test(value)) return value;
  const decoded = Buffer.from(value, 'base64').toString();
  return decoded.startsWith(`${type}:`) ? uuidOrNobody(decoded.slice(type.length + 1)) : nobody;
}

/** A team id from a REST path: the database UUID, or the GraphQL global id ("Team:<uuid>"). */
export const decodeTeamId = (value: string) => decodeId(value, 'Team');
