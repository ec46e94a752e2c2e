import { useEffect } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { fetchQuery } from 'relay-runtime';
import type { useCapturePollingQuery } from '../../../__generated__/useCapturePollingQuery.graphql';
import { CAPTURE_POLL_MS } from '../capture';

const CapturePollingQuery = graphql`
  query useCapturePollingQuery($ids: [ID!]!) {
    nodes(ids: $ids) {
      # What shows a capture's progress: the grid's card and the detail's picture.
      ... on Swipe {
        ...SwipeCard_swipe @alias
        ...SwipePicture_swipe @alias
      }
    }
  }
`;

/** Asks for these swipes again every few seconds (cards whose page capture or video processing is running). */
export function useCapturePolling(ids: readonly string[]) {
  const environment = useRelayEnvironment();
  // `nodes` takes at most 100 ids.
  const key = ids.slice(0, 100).join(',');
  useEffect(() => {
    if (!key) return;
    const timer = setInterval(() => {
      fetchQuery<useCapturePollingQuery>(
        environment,
        CapturePollingQuery,
        { ids: key.split(',') },
        { fetchPolicy: 'network-only' },
      ).subscribe({});
    }, CAPTURE_POLL_MS);
    return () => clearInterval(timer);
  }, [key, environment]);
}
