import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { toast } from 'sonner';
import type { SessionWatcherSubscription } from '../__generated__/SessionWatcherSubscription.graphql';
import { sessionHasEnded } from '../lib/viewerStatus';
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
 * The server says SIGNED_OUT when it sees the sign-out happen; a subscription that started
 * after it (refused) or was ended without a word (the session replaced) asks who is signed in.
 */
export function SessionWatcher() {
  const navigate = useNavigate();
  const config = useMemo<GraphQLSubscriptionConfig<SessionWatcherSubscription>>(() => {
    let done = false;
    const signOut = () => {
      if (done) return;
      done = true;
      toast('You have been signed out.');
      endSession(navigate);
    };
    const checkSession = () => {
      void sessionHasEnded().then((ended) => ended && signOut());
    };
    return {
      subscription,
      variables: {},
      onNext: (response) => {
        if (response?.sessionEvents.kind === 'SIGNED_OUT') signOut();
      },
      onCompleted: checkSession,
      // The socket retries by itself; a dead subscription must not break the page.
      onError: checkSession,
    };
  }, [navigate]);
  useSubscription(config);
  return null;
}
