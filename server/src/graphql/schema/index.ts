import { builder } from '../builder.js';
import './scalars.js';
import './errors.js';
import './node.js';
import './accounts/user.js';
import './teams/team.js';
import './teams/member.js';
import './teams/invite.js';
import './swipes/swipe.js';
import './swipes/bulk-swipes.js';
import './swipes/swipe-view.js';
import './captures/captures.js';
import './swipes/swipe-text.js';
import './swipes/swipe-transcript.js';
import './swipes/swipe-video.js';
import './tags/tag.js';
import './collections/collection.js';
import './collections/public-collection.js';
import './accounts/auth.js';
import './accounts/session-events.js';
import './accounts/viewer-events.js';
import './accounts/access.js';
import './teams/team-events.js';
import './billing/billing.js';
import './inbound-email/inbound-email.js';
import './onboarding/onboarding.js';
import './examples/example.js';
import './imports/imports.js';
import './admin/admin-audit.js';
import './admin/admin-errors.js';
import './admin/admin-insights.js';
import './admin/admin-users.js';
import './admin/impersonation.js';
import './support/support.js';
import './support/admin-support.js';
import './remix/remix.js';
import './discover/discover.js';
import './finder/finder.js';
import './comments/comment.js';
import './notifications/notification.js';
import './presence/presence.js';
import './activity/activity.js';
import './webhooks/webhook.js';

builder.queryType({
  description:
    'Reads: the signed-in viewer (and from there their teams), objects by id, and public data.',
});
builder.mutationType({
  description:
    "Changes. Expected failures (invalid input, a role that does not allow it, a missing object) come back in the payload's `errors`, not as GraphQL errors.",
});
builder.subscriptionType({
  description: 'Live events, over graphql-ws (WebSocket) or Server-Sent Events.',
});

export const schema = builder.toSchema();
