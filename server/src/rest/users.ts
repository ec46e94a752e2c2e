import { z } from 'zod';
import { updateUserMetadata } from '../services/accounts/user-metadata.js';
import { loadUserProfile } from '../services/accounts/user-profile.js';
import { pendingInvitesOf } from '../services/teams/invites.js';
import { decodeId } from '../services/teams/visibility.js';
import { restChange, restRead } from './route.js';

// The user paths of spec section 7: each answers for the signed-in user's own id only, given as
// the database id or the GraphQL global id ("User:<uuid>"); any other id is 404.

const notYou = { status: 404, body: { error: 'No such user.' } };

/** GET /api/users/{id} → {data: user} with metadata, counts and subscription status. */
export const userRoute = restRead({
  path: '/api/users/:userId',
  async handle({ params, userId }) {
    if (decodeId(params.userId ?? '', 'User') !== userId) return notYou;
    const user = await loadUserProfile(userId); // sets up missing onboarding (spec §4)
    return {
      status: 200,
      body: {
        data: {
          id: user.id,
          email: user.email,
          metadata: user.metadata,
          extension_installed: user.extensionInstalled,
          subscription_status: user.premium ? 'active' : 'inactive',
          team_count: user.teamCount,
          swipe_count: user.swipeCount,
          collection_count: user.collectionCount,
          signup_source: user.signupSource,
        },
      },
    };
  },
});

/** PUT /api/users/{id}/metadata/ {metadata} → {data: metadata} (onboarding progress). */
export const userMetadataRoute = restChange({
  method: 'PUT',
  path: '/api/users/:userId/metadata',
  // A missing or malformed `metadata` is the service's to name (400 {error, field}).
  body: z.object({ metadata: z.unknown().optional() }),
  async handle({ params, userId, body }) {
    if (decodeId(params.userId ?? '', 'User') !== userId) return notYou;
    const result = await updateUserMetadata(userId, body.metadata);
    if (!result.ok) {
      const error = result.errors[0];
      return { status: 400, body: { error: error?.message, field: error?.field } };
    }
    return { status: 200, body: { data: result.value } };
  },
});

/** GET /api/users/{id}/invites → {data: invites} pending for the user. */
export const userInvitesRoute = restRead({
  path: '/api/users/:userId/invites',
  async handle({ params, userId }) {
    if (decodeId(params.userId ?? '', 'User') !== userId) return notYou;
    const invites = await pendingInvitesOf(userId);
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
});
