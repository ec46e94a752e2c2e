import { useMemo } from 'react';
import { graphql, useRelayEnvironment, useSubscription } from 'react-relay/hooks';
import { useNavigate, useRevalidator } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { toast } from 'sonner';
import type { SessionWatcherSubscription } from '../__generated__/SessionWatcherSubscription.graphql';
import { sessionHasEnded } from '../lib/viewerStatus';
import { getEnvironment, resetEnvironment } from '../relay/environment';
import { endSession } from '../relay/session';

const subscription = graphql`
  subscription SessionWatcherSubscription {
    sessionEvents {
      kind
    }
  }
`;

/**
 * Rendered while signed in: a session revoked elsewhere (e.g. another tab) signs out here too.
 * The server says SIGNED_OUT when it sees the sign-out happen. A stream that ends or is refused
 * without it asks who is signed in: nobody (it started after the sign-out) signs the tab out;
 * somebody, once it completed, means a sign-in in another tab replaced the session, so the tab
 * starts over with the new cookie (a fresh socket and data). A stream of an environment this tab
 * has already thrown away (it signed out or in itself) says nothing.
 */
export function SessionWatcher() {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const environment = useRelayEnvironment();
  const config = useMemo<GraphQLSubscriptionConfig<SessionWatcherSubscription>>(() => {
    let done = false;
    const signOut = () => {
      if (done) return;
      done = true;
      toast('You have been signed out.');
      endSession(navigate);
    };
    const checkSession = (completed: boolean) => {
      if (done || getEnvironment() !== environment) return;
      void sessionHasEnded().then((ended) => {
        if (ended === true) signOut();
        else if (ended === false && completed) {
          done = true;
          resetEnvironment();
          void revalidate();
        }
      });
    };
    return {
      subscription,
      variables: {},
      onNext: (response) => {
        if (response?.sessionEvents.kind === 'SIGNED_OUT') signOut();
      },
      onCompleted: () => checkSession(true),
      // The socket retries by itself; a dead subscription must not break the page.
      onError: () => checkSession(false),
    };
  }, [navigate, revalidate, environment]);
  useSubscription(config);
  return null;
}
