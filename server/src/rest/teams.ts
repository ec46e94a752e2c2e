import { z } from 'zod';
import { teamSubscription } from '../services/billing/billing.js';
import { teamPlan } from '../services/billing/plans.js';
import { teamSwipeCount } from '../services/billing/swipe-limits.js';
import { acceptInvite, deleteInviteByEmail, teamRoster } from '../services/teams/invites.js';
import { Permission, requireTeamRole } from '../services/teams/permissions.js';
import { createTeam, renameTeam, teamSummary } from '../services/teams/teams.js';
import { decodeId, decodeTeamId } from '../services/teams/visibility.js';
import { errorStatus, restChange, restRead } from './route.js';

// The team paths of spec section 7. Ids (team in the path, invite in the body) are database ids
// (spec: team_id) or GraphQL global ids; failures answer `{error}` with the service's message
// (400 bad input, 403 role, 404 unknown or not visible), successes `{data}`.

type Failure = { ok: false; errors: { message: string }[] };

function failure(result: Failure) {
  const error = result.errors[0];
  const status = errorStatus(error);
  return { status, body: { error: error?.message ?? 'Something went wrong.' } };
}

const teamJson = (team: { id: string; name: string; type: string }) => ({
  team_id: team.id,
  name: team.name,
  type: team.type.toLowerCase(),
});

/** A team name: the service says what is wrong with an empty or missing one. */
const nameBody = z.object({ name: z.string().catch('') });

/** GET /api/teams/{id}/swipes/count → {count}, for members of the team. */
export const swipeCountRoute = restRead({
  path: '/api/teams/:teamId/swipes/count',
  async handle({ params, userId }) {
    const teamId = decodeTeamId(params.teamId ?? '');
    const access = await requireTeamRole(userId, teamId, Permission.readTeam);
    if (!access.ok) return { status: 404, body: { error: access.error.message } };
    return { status: 200, body: { count: await teamSwipeCount(teamId) } };
  },
});

/** POST /api/teams/ {name} → {data: {team}} (the eligibility rule of spec §5 applies). */
export const createTeamRoute = restChange({
  method: 'POST',
  path: '/api/teams',
  body: nameBody,
  async handle({ userId, body }) {
    const result = await createTeam(userId, body.name);
    if (!result.ok) return failure(result);
    return {
      status: 200,
      body: { data: { team: teamJson(await teamSummary(result.value.teamId)) } },
    };
  },
});

/** PUT /api/teams/{teamId} {name} → {data: {team}} (owners). */
export const renameTeamRoute = restChange({
  method: 'PUT',
  path: '/api/teams/:teamId',
  body: nameBody,
  async handle({ params, userId, body }) {
    const result = await renameTeam(userId, decodeTeamId(params.teamId ?? ''), body.name);
    if (!result.ok) return failure(result);
    return {
      status: 200,
      body: { data: { team: teamJson(await teamSummary(result.value.teamId)) } },
    };
  },
});

/** GET /api/teams/{teamId}/team_members → {data: {members, invites}} (pending invites). */
export const teamMembersRoute = restRead({
  path: '/api/teams/:teamId/team_members',
  async handle({ params, userId }) {
    const teamId = decodeTeamId(params.teamId ?? '');
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
});

const NEED_EMAIL = 'Send {"email": "…"}: the address whose invite to remove.';
const NEED_INVITE = 'Send {"action": "accept", "inviteId": "…"}.';

/** DELETE /api/teams/{teamId}/team_members {email} → removes that address's pending invite. */
export const removeInviteRoute = restChange({
  method: 'DELETE',
  path: '/api/teams/:teamId/team_members',
  body: z.object({
    email: z.string({ error: NEED_EMAIL }).refine((email) => email.trim() !== '', NEED_EMAIL),
  }),
  async handle({ params, userId, body }) {
    const result = await deleteInviteByEmail(userId, decodeTeamId(params.teamId ?? ''), body.email);
    if (!result.ok) return failure(result);
    return { status: 200, body: { data: { team_invite_id: result.value.inviteId } } };
  },
});

/** PUT /api/teams/{teamId}/team_members/ {action: 'accept', inviteId} → accepts the invite. */
export const acceptInviteRoute = restChange({
  method: 'PUT',
  path: '/api/teams/:teamId/team_members',
  body: z.object({
    action: z.literal('accept', { error: "The only action is 'accept'." }),
    inviteId: z.string({ error: NEED_INVITE }).min(1, { error: NEED_INVITE }),
  }),
  async handle({ params, userId, body }) {
    const result = await acceptInvite(userId, {
      inviteId: decodeId(body.inviteId, 'Invite'),
      teamId: decodeTeamId(params.teamId ?? ''),
    });
    if (!result.ok) return failure(result);
    return {
      status: 200,
      body: { data: { team: teamJson(await teamSummary(result.value.teamId)) } },
    };
  },
});

/** GET /api/teams/{id}/subscription → {data: subscription} for members of the team. */
export const subscriptionRoute = restRead({
  path: '/api/teams/:teamId/subscription',
  async handle({ params, userId }) {
    const teamId = decodeTeamId(params.teamId ?? '');
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
});
