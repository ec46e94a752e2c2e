import { useMemo } from 'react';
import { graphql, useRelayEnvironment, useSubscription } from 'react-relay/hooks';
import { useNavigate, useRevalidator } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { toast } from 'sonner';
import type { SessionWatcherSubscription } from '../../__generated__/SessionWatcherSubscription.graphql';
import { currentViewer, forgetViewer } from '../../lib/viewerStatus';
import { getEnvironment, resetEnvironment } from '../../relay/environment';
import { endSession } from '../../relay/session';

const subscription = graphql`
  subscription SessionWatcherSubscription {
    sessionEvents {
      kind
    }
  }
`;

/**
 * Rendered while signed in: a session signed out elsewhere (e.g. another tab) signs out here
 * too. The server says WATCHING once its watch is in place, and SIGNED_OUT on a sign-out. A
 * watched stream that ends without SIGNED_OUT means the session was replaced (a sign-in in
 * another tab) or ended otherwise: when someone else is signed in now, the tab starts over with
 * the new cookie (a fresh socket and data); when nobody is, the next navigation finds no session
 * and leads to /login. A stream of an environment this tab already threw away says nothing.
 */
export function SessionWatcher() {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const environment = useRelayEnvironment();
  const config = useMemo<GraphQLSubscriptionConfig<SessionWatcherSubscription>>(() => {
    let watched = false;
    const current = () => getEnvironment() === environment;
    return {
      subscription,
      variables: {},
      onNext: (response) => {
        const kind = response?.sessionEvents.kind;
        if (kind === 'WATCHING') watched = true;
        if (kind === 'SIGNED_OUT' && current()) {
          watched = false;
          toast('You have been signed out.');
          endSession(navigate);
        }
      },
      onCompleted: () => {
        if (!watched || !current()) return;
        forgetViewer();
        void currentViewer().then((viewer) => {
          if (viewer && current()) {
            resetEnvironment();
            void revalidate();
          }
        });
      },
      // The socket retries by itself; a dead subscription must not break the page.
      onError: () => {},
    };
  }, [navigate, revalidate, environment]);
  useSubscription(config);
  return null;
}
