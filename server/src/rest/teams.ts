import { teamSubscription } from '../services/billing.js';
import { NotAllowedError, NotFoundError } from '../services/errors.js';
import { acceptInvite, deleteInviteByEmail, teamRoster } from '../services/invites.js';
import { Permission, requireTeamRole } from '../services/permissions.js';
import { teamPlan } from '../services/plans.js';
import { teamSwipeCount } from '../services/swipe-limits.js';
import { createTeam, renameTeam, teamSummary } from '../services/teams.js';
import { decodeId, decodeTeamId } from '../services/visibility.js';
import type { RestRoute } from './router.js';

// The team paths of spec section 7. Ids (team in the path, invite in the body) are database ids
// (spec: team_id) or GraphQL global ids; failures answer `{error}` with the service's message
// (400 bad input, 403 role, 404 unknown or not visible), successes `{data}`.

type Failure = { ok: false; errors: { message: string }[] };

function failure(result: Failure) {
  const error = result.errors[0];
  const status =
    error instanceof NotFoundError ? 404 : error instanceof NotAllowedError ? 403 : 400;
  return { status, body: { error: error?.message ?? 'Something went wrong.' } };
}

const teamJson = (team: { id: string; name: string; type: string }) => ({
  team_id: team.id,
  name: team.name,
  type: team.type.toLowerCase(),
});

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** GET /api/teams/{id}/swipes/count → {count}, for members of the team. */
export const swipeCountRoute: RestRoute = {
  method: 'GET',
  pattern: /^\/api\/teams\/([^/]+)\/swipes\/count\/?$/,
  async handle({ params, userId }) {
    const teamId = decodeTeamId(params[0] ?? '');
    const access = await requireTeamRole(userId, teamId, Permission.readTeam);
    if (!access.ok) return { status: 404, body: { error: access.error.message } };
    return { status: 200, body: { count: await teamSwipeCount(teamId) } };
  },
};

/** POST /api/teams/ {name} → {data: {team}} (the eligibility rule of spec §5 applies). */
export const createTeamRoute: RestRoute = {
  method: 'POST',
  pattern: /^\/api\/teams\/?$/,
  async handle({ userId, body }) {
    const result = await createTeam(userId, text(body.name));
    if (!result.ok) return failure(result);
    return {
      status: 200,
      body: { data: { team: teamJson(await teamSummary(result.value.teamId)) } },
    };
  },
};

/** PUT /api/teams/{teamId} {name} → {data: {team}} (owners). */
export const renameTeamRoute: RestRoute = {
  method: 'PUT',
  pattern: /^\/api\/teams\/([^/]+)\/?$/,
  async handle({ params, userId, body }) {
    const result = await renameTeam(userId, decodeTeamId(params[0] ?? ''), text(body.name));
    if (!result.ok) return failure(result);
    return {
      status: 200,
      body: { data: { team: teamJson(await teamSummary(result.value.teamId)) } },
    };
  },
};

/** GET /api/teams/{teamId}/team_members → {data: {members, invites}} (pending invites). */
export const teamMembersRoute: RestRoute = {
  method: 'GET',
  pattern: /^\/api\/teams\/([^/]+)\/team_members\/?$/,
  async handle({ params, userId }) {
    const teamId = decodeTeamId(params[0] ?? '');
    const access = await requireTeamRole(userId, teamId, Permission.readTeam);
    if (!access.ok) return { status: 404, body: { error: access.error.message } };
    const team = await teamRoster(teamId);
    return {
      status: 200,
      body: {
        data: {
          members: team.members.map((member) => ({
            user_id: member.userId,
            team_id: teamId,
            team_name: team.name,
            role: member.role.toLowerCase(),
            type: team.type.toLowerCase(),
            user: { id: member.userId, email: member.user.email, name: member.user.name },
          })),
          invites: team.invites.map((invite) => ({
            team_invite_id: invite.id,
            team_id: teamId,
            name: invite.name,
            email: invite.email,
            role: invite.role.toLowerCase(),
            status: invite.status.toLowerCase(),
          })),
        },
      },
    };
  },
};

const badInput = (error: string) => ({ status: 400, body: { error } });

/** DELETE /api/teams/{teamId}/team_members {email} → removes that address's pending invite. */
export const removeInviteRoute: RestRoute = {
  method: 'DELETE',
  pattern: /^\/api\/teams\/([^/]+)\/team_members\/?$/,
  async handle({ params, userId, body }) {
    if (typeof body.email !== 'string' || !body.email.trim()) {
      return badInput('Send {"email": "…"}: the address whose invite to remove.');
    }
    const result = await deleteInviteByEmail(userId, decodeTeamId(params[0] ?? ''), body.email);
    if (!result.ok) return failure(result);
    return { status: 200, body: { data: { team_invite_id: result.value.inviteId } } };
  },
};

/** PUT /api/teams/{teamId}/team_members/ {action: 'accept', inviteId} → accepts the invite. */
export const acceptInviteRoute: RestRoute = {
  method: 'PUT',
  pattern: /^\/api\/teams\/([^/]+)\/team_members\/?$/,
  async handle({ params, userId, body }) {
    if (body.action !== 'accept') return badInput("The only action is 'accept'.");
    if (typeof body.inviteId !== 'string' || !body.inviteId) {
      return badInput('Send {"action": "accept", "inviteId": "…"}.');
    }
    const result = await acceptInvite(userId, {
      inviteId: decodeId(body.inviteId, 'Invite'),
      teamId: decodeTeamId(params[0] ?? ''),
    });
    if (!result.ok) return failure(result);
    return {
      status: 200,
      body: { data: { team: teamJson(await teamSummary(result.value.teamId)) } },
    };
  },
};

/** GET /api/teams/{id}/subscription → {data: subscription} for members of the team. */
export const subscriptionRoute: RestRoute = {
  method: 'GET',
  pattern: /^\/api\/teams\/([^/]+)\/subscription\/?$/,
  async handle({ params, userId }) {
    const teamId = decodeTeamId(params[0] ?? '');
    const access = await requireTeamRole(userId, teamId, Permission.readTeam);
    if (!access.ok) return { status: 404, body: { error: access.error.message } };
    const subscription = await teamSubscription(teamId);
    return {
      status: 200,
      body: {
        data: {
          team_id: teamId,
          status: subscription?.status === 'ACTIVE' ? 'active' : 'inactive',
          type: subscription?.type ?? null,
          plan: teamPlan(subscription).toLowerCase(),
          seats: subscription?.seats ?? null,
          current_period_end: subscription?.currentPeriodEnd?.toISOString() ?? null,
          cancel_at_period_end: subscription?.cancelAtPeriodEnd ?? false,
        },
      },
    };
  },
};
