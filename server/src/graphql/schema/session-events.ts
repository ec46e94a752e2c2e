import { builder } from '../builder.js';

const SessionEventKind = builder.enumType('SessionEventKind', { values: ['SIGNED_OUT'] as const });

const SessionEvent = builder.objectRef<{ kind: 'SIGNED_OUT' }>('SessionEvent').implement({
  fields: (t) => ({ kind: t.field({ type: SessionEventKind, resolve: (event) => event.kind }) }),
});

builder.subscriptionField('sessionEvents', (t) =>
  t.field({
    type: SessionEvent,
    description:
      "Events about the viewer's own session: SIGNED_OUT when it is revoked (signed out in another tab).",
    authScopes: { signedIn: true },
    subscribe: (_root, _args, context) =>
      context.pubsub.subscribe('session', context.viewer?.sessionId ?? ''),
    resolve: (event) => event,
  }),
);
