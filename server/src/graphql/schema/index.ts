import { builder } from '../builder.js';
import './scalars.js';
import './errors.js';
import './node.js';
import './user.js';
import './team.js';
import './member.js';
import './invite.js';
import './swipe.js';
import './bulk-swipes.js';
import './swipe-view.js';
import './captures.js';
import './swipe-text.js';
import './tag.js';
import './collection.js';
import './public-collection.js';
import './auth.js';
import './session-events.js';
import './viewer-events.js';
import './access.js';
import './team-events.js';
import './billing.js';
import './inbound-email.js';
import './onboarding.js';
import './example.js';
import './imports.js';
import './admin-audit.js';
import './admin-errors.js';
import './admin-insights.js';
import './admin-users.js';
import './impersonation.js';
import './support.js';
import './admin-support.js';
import './remix.js';
import './discover.js';
import './finder.js';
import './comment.js';
import './notification.js';
import './presence.js';
import './activity.js';

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
