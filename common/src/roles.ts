// What a team role may do: the matrix of docs/permissions.md, the one definition. The server
// enforces it (services/teams/permissions.ts, teams.ts, invites.ts); the web app only hides what a
// role cannot do.

export type TeamRole = 'VIEWER' | 'EDITOR' | 'ADMIN' | 'OWNER';

/** Lowest to highest. */
export const TEAM_ROLES: readonly TeamRole[] = ['VIEWER', 'EDITOR', 'ADMIN', 'OWNER'];

const RANK: Record<TeamRole, number> = { VIEWER: 0, EDITOR: 1, ADMIN: 2, OWNER: 3 };

export type TeamAction =
  /** See the team, its swipes, tags, collections, members and pending invites. */
  | 'read'
  /** Create, edit and delete swipes, tags and collections; retry captures. */
  | 'editContent'
  /** Invite people (not as owners), withdraw invites, change roles below owner, remove non-owners. */
  | 'manageMembers'
  /** Invite owners, make or unmake owners, remove owners. */
  | 'manageOwners'
  /** Rename or delete the team; billing. */
  | 'manageTeam'
  /** See and change the team's outgoing webhooks and Slack messages, with their secrets. */
  | 'manageIntegrations';

/** The lowest role each action needs. */
export const ROLE_NEEDED = {
  read: 'VIEWER',
  editContent: 'EDITOR',
  manageMembers: 'ADMIN',
  manageOwners: 'OWNER',
  manageTeam: 'OWNER',
  manageIntegrations: 'ADMIN',
} as const satisfies Record<TeamAction, TeamRole>;

/**
 * The role to act on: the team's `viewerRole` once loaded, `VIEWER` until then (spec §4: the
 * role is viewer until the membership loads) and for anything unknown.
 */
export function roleOf(value: string | null | undefined): TeamRole {
  return value && value in RANK ? (value as TeamRole) : 'VIEWER';
}

/** Whether `role` is `needed` or above it. */
export function roleAllows(role: TeamRole, needed: TeamRole): boolean {
  return RANK[role] >= RANK[needed];
}

export function can(role: string | null | undefined, action: TeamAction): boolean {
  return roleAllows(roleOf(role), ROLE_NEEDED[action]);
}

/** "Viewer", "Editor", "Admin", "Owner" (roles are shown capitalised). */
export function roleLabel(role: string): string {
  const lower = role.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** The roles `actor` may give in an invite or a role change: owners alone give Owner. */
export function assignableRoles(actor: string | null | undefined): TeamRole[] {
  if (!can(actor, 'manageMembers')) return [];
  return can(actor, 'manageOwners') ? [...TEAM_ROLES] : ['VIEWER', 'EDITOR', 'ADMIN'];
}

/**
 * Whether `actor` may change the role of, or remove, a member with role `target`: admins
 * manage viewers, editors and admins; owners also manage owners. Yourself: see leaving.
 */
export function canManageMember(
  actor: string | null | undefined,
  target: string,
  isSelf: boolean,
): boolean {
  if (isSelf || !can(actor, 'manageMembers')) return false;
  return roleOf(target) !== 'OWNER' || can(actor, 'manageOwners');
}
