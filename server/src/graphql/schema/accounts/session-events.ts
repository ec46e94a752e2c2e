import { endingWith } from '../../../realtime/access-events.js';
import { builder } from '../../builder.js';

const SessionEventKind = builder.enumType('SessionEventKind', {
  description: "What happened to the viewer's session.",
  values: {
    WATCHING: {
      description:
        'Sent once, first: the session is watched from now on, so a later sign-out will be told.',
    },
    SIGNED_OUT: { description: 'It was signed out or expired: sign in again.' },
  } as const,
});

const SessionEvent = builder
  .objectRef<{ kind: 'WATCHING' | 'SIGNED_OUT' }>('SessionEvent')
  .implement({
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
  t.withAuth({ signedIn: true }).field({
    type: SessionEvent,
    description:
      "Events about the viewer's own session: WATCHING at once, when the watch is in place; SIGNED_OUT when it is signed out (in another tab, or from the sessions list of another browser) or expires; then the subscription completes. It also completes, without an event, when the session is replaced by a new sign-in or the personal token behind it is revoked or expires.",
    // The subscription's watch on the session (realtime/access-events.ts) is its only source.
    subscribe: (_root, _args, context) => {
      if (!context.access) throw new Error('sessionEvents needs the access watch');
      const sessionId = context.viewer?.sessionId;
      const end = endingWith(context.access, (reason) =>
        reason === 'SIGNED_OUT' || (reason === 'EXPIRED' && sessionId)
          ? { kind: 'SIGNED_OUT' as const }
          : null,
      );
      return announced({ kind: 'WATCHING' as const }, end);
    },
    resolve: (event) => event,
  }),
);

/** `first`, then the stream; ending early (the client unsubscribes) ends the stream too. */
async function* announced<T, U>(first: T, stream: AsyncIterableIterator<U>) {
  try {
    yield first;
    yield* stream;
  } finally {
    await stream.return?.();
  }
}
