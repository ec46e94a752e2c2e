import { prisma } from '../db/client.js';
import { Permission, requireTeamRole } from '../services/permissions.js';
import { decodeTeamId } from '../services/visibility.js';
import type { RestRoute } from './router.js';

/** GET /api/teams/{id}/swipes/count → {count} (spec section 7), for members of the team. */
export const swipeCountRoute: RestRoute = {
  method: 'GET',
  pattern: /^\/api\/teams\/([^/]+)\/swipes\/count\/?$/,
  async handle({ params, userId }) {
    // The path carries the team's database id (spec: team_id) or its GraphQL global id.
    const teamId = decodeTeamId(params[0] ?? '');
    const access = await requireTeamRole(userId, teamId, Permission.readTeam);
    if (!access.ok) return { status: 404, body: { error: access.error.message } };
    return { status: 200, body: { count: await prisma().swipe.count({ where: { teamId } }) } };
  },
};
