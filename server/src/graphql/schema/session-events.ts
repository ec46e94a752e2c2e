import { endingWith } from '../../realtime/access-events.js';
import { builder } from '../builder.js';

const SessionEventKind = builder.enumType('SessionEventKind', {
  description: "What happened to the viewer's session.",
  values: {
    SIGNED_OUT: { description: 'It was signed out or expired: sign in again.' },
  } as const,
});

const SessionEvent = builder.objectRef<{ kind: 'SIGNED_OUT' }>('SessionEvent').implement({
  description: "Something happened to the viewer's session.",
  fields: (t) => ({
    kind: t.field({
      type: SessionEventKind,
      description: 'What happened.',
      resolve: (event) => event.kind,
    }),
  }),
});

builder.subscriptionField('sessionEvents', (t) =>
  t.field({
    type: SessionEvent,
    description:
      "Events about the viewer's own session: SIGNED_OUT when it is signed out (in another tab, or from the sessions list of another browser) or expires; then the subscription completes. It also completes, without an event, when the session is replaced by a new sign-in or the personal token behind it is revoked or expires.",
    authScopes: { signedIn: true },
    // The subscription's watch on the session (realtime/access-events.ts) is its only source.
    subscribe: (_root, _args, context) => {
      if (!context.access) throw new Error('sessionEvents needs the access watch');
      const sessionId = context.viewer?.sessionId;
      return endingWith(context.access, (reason) =>
        reason === 'SIGNED_OUT' || (reason === 'EXPIRED' && sessionId)
          ? { kind: 'SIGNED_OUT' as const }
          : null,
      );
    },
    resolve: (event) => event,
  }),
);
