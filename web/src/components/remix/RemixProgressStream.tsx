import { useCallback, useEffect, useMemo, useRef } from 'react';
import { graphql, useRelayEnvironment, useSubscription } from 'react-relay/hooks';
import { fetchQuery, type GraphQLSubscriptionConfig } from 'relay-runtime';
import type { RemixProgressStreamQuery as RemixProgressStreamQueryType } from '../../__generated__/RemixProgressStreamQuery.graphql';
import type { RemixProgressStreamSubscription } from '../../__generated__/RemixProgressStreamSubscription.graphql';
import { refreshAiUsage } from './AiUsageMeter';
import { applyRemixProgress } from './remixStore';

// A remix being written: `remixProgress` streams each variant's whole text so far (about ten
// events a second) into the variant's record, so its card shows the text as it grows. The
// stream completes after the last variant is done (at once when it already is); then the remix
// is read once more, which settles its variants as the server stored them, and the month's
// usage (variants that failed without writing anything are given back).

const subscription = graphql`
  subscription RemixProgressStreamSubscription($remixId: ID!) {
    remixProgress(remixId: $remixId) {
      variantId
      text
      status
      error
      finished
    }
  }
`;

const RemixProgressStreamQuery = graphql`
  query RemixProgressStreamQuery($id: ID!) {
    node(id: $id) {
      ... on Remix {
        ...RemixCard_remix @alias
      }
    }
  }
`;

/** After a failed stream (a dropped socket), this long before the remix is read again. */
const RETRY_MS = 3000;

/**
 * Follows a remix while it is being written. Its card renders this while any variant is
 * WRITING and until `onFinished`: the stream has ended and the remix has been read again, so
 * the store says where writing stands (still WRITING, after a dropped connection: the card
 * follows it anew).
 */
export function RemixProgressStream({
  remixId,
  teamId,
  onFinished,
}: {
  remixId: string;
  teamId: string;
  onFinished: () => void;
}) {
  const environment = useRelayEnvironment();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      clearTimeout(timer.current);
    };
  }, []);
  const reread = useCallback(() => {
    // Variants that failed without writing anything are given back at the end.
    refreshAiUsage(environment, teamId);
    fetchQuery<RemixProgressStreamQueryType>(
      environment,
      RemixProgressStreamQuery,
      { id: remixId },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      complete: () => {
        if (live.current) onFinished();
      },
      error: () => {
        if (live.current) timer.current = setTimeout(reread, RETRY_MS);
      },
    });
  }, [environment, remixId, teamId, onFinished]);
  const failed = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(reread, RETRY_MS);
  }, [reread]);
  const config = useMemo<GraphQLSubscriptionConfig<RemixProgressStreamSubscription>>(
    () => ({
      subscription,
      variables: { remixId },
      updater: (store, data) => {
        if (data) applyRemixProgress(store, data.remixProgress);
      },
      // The server completes the stream after the last variant (at once if it already is).
      onCompleted: reread,
      // The socket retries by itself; the remix is read again a little later.
      onError: failed,
    }),
    [remixId, reread, failed],
  );
  useSubscription(config);
  return null;
}
