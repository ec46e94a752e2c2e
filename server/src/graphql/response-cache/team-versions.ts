import { prisma } from '../../db/client.js';

/** One of the viewer's teams: their role in it and its data version, as the database has them now. */
export interface TeamVersion {
  teamId: string;
  role: string;
  version: string;
}

/**
 * The viewer's memberships with each team's data version (bumped by the database's triggers in
 * every transaction that writes what a team's pages read: see the team_data_version migration),
 * in one statement, on every request the cache may answer.
 */
export function viewerTeamVersions(userId: string): Promise<TeamVersion[]> {
  return prisma().$queryRaw<TeamVersion[]>`
    SELECT m.team_id::text AS "teamId", m.role::text AS role,
      coalesce(v.version, 0)::text AS version
    FROM team_member m LEFT JOIN team_data_version v ON v.team_id = m.team_id
    WHERE m.user_id = ${userId}::uuid
    ORDER BY m.team_id`;
}
