import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { toast } from 'sonner';
import type { SessionWatcherSubscription } from '../__generated__/SessionWatcherSubscription.graphql';
import { endSession } from '../relay/session';

const subscription = graphql`
  subscription SessionWatcherSubscription {
    sessionEvents {
      kind
    }
  }
`;

/** Rendered while signed in: a session revoked elsewhere (e.g. another tab) signs out here too. */
export function SessionWatcher() {
  const navigate = useNavigate();
  const config = useMemo<GraphQLSubscriptionConfig<SessionWatcherSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        if (response?.sessionEvents.kind === 'SIGNED_OUT') {
          toast('You have been signed out.');
          endSession(navigate);
        }
      },
      // The socket retries by itself; a dead subscription must not break the page.
      onError: () => {},
    }),
    [navigate],
  );
  useSubscription(config);
  return null;
}
