import { builder } from '../builder.js';
import './scalars.js';
import './errors.js';
import './node.js';
import './user.js';
import './team.js';
import './member.js';
import './invite.js';
import './swipe.js';
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

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

export const schema = builder.toSchema();
