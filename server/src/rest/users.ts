import { prisma } from '../db/client.js';
import { invitesFor } from '../services/invites.js';
import { loadOnboarding } from '../services/onboarding.js';
import { updateUserMetadata, userMetadata } from '../services/user-metadata.js';
import { decodeId } from '../services/visibility.js';
import type { RestRoute } from './router.js';

// The user paths of spec section 7: each answers for the signed-in user's own id only, given as
// the database id or the GraphQL global id ("User:<uuid>"); any other id is 404.

const notYou = { status: 404, body: { error: 'No such user.' } };

/** GET /api/users/{id} → {data: user} with metadata, counts and subscription status. */
export const userRoute: RestRoute = {
  method: 'GET',
  pattern: /^\/api\/users\/([^/]+)\/?$/,
  async handle({ params, userId }) {
    if (decodeId(params[0] ?? '', 'User') !== userId) return notYou;
    await loadOnboarding(userId); // initialises onboarding on the user's first load (spec §4)
    const user = await prisma().user.findUniqueOrThrow({
      where: { id: userId },
      select: {
        id: true,
        email: true,
        extensionInstalled: true,
        signupSource: true,
        _count: { select: { memberships: true, swipes: true } },
      },
    });
    const [premium, collections] = await Promise.all([
      prisma().subscription.count({
        where: { status: 'ACTIVE', team: { members: { some: { userId } } } },
      }),
      prisma().collection.count({ where: { team: { members: { some: { userId } } } } }),
    ]);
    return {
      status: 200,
      body: {
        data: {
          id: user.id,
          email: user.email,
          metadata: await userMetadata(userId),
          extension_installed: user.extensionInstalled,
          subscription_status: premium > 0 ? 'active' : 'inactive',
          team_count: user._count.memberships,
          swipe_count: user._count.swipes,
          collection_count: collections,
          signup_source: user.signupSource,
        },
      },
    };
  },
};

/** PUT /api/users/{id}/metadata/ {metadata} → {data: metadata} (onboarding progress). */
export const userMetadataRoute: RestRoute = {
  method: 'PUT',
  pattern: /^\/api\/users\/([^/]+)\/metadata\/?$/,
  async handle({ params, userId, body }) {
    if (decodeId(params[0] ?? '', 'User') !== userId) return notYou;
    const result = await updateUserMetadata(userId, body.metadata);
    if (!result.ok) {
      const error = result.errors[0];
      return { status: 400, body: { error: error?.message, field: error?.field } };
    }
    return { status: 200, body: { data: result.value } };
  },
};

/** GET /api/users/{id}/invites → {data: invites} pending for the user. */
export const userInvitesRoute: RestRoute = {
  method: 'GET',
  pattern: /^\/api\/users\/([^/]+)\/invites\/?$/,
  async handle({ params, userId }) {
    if (decodeId(params[0] ?? '', 'User') !== userId) return notYou;
    const user = await prisma().user.findUniqueOrThrow({
      where: { id: userId },
      select: { id: true, email: true },
    });
    const invites = await prisma().invite.findMany({
      where: invitesFor(user),
      orderBy: { createdAt: 'desc' },
      select: {
        id: true,
        teamId: true,
        email: true,
        role: true,
        status: true,
        team: { select: { name: true } },
      },
    });
    return {
      status: 200,
      body: {
        data: invites.map((invite) => ({
          team_invite_id: invite.id,
          team_id: invite.teamId,
          name: invite.team.name,
          email: invite.email,
          role: invite.role.toLowerCase(),
          status: invite.status.toLowerCase(),
        })),
      },
    };
  },
};
