import { type Ref, type TransitionStartFunction, useEffect, useImperativeHandle } from 'react';
import type {
  SwipeFilter,
  SwipeSort,
} from '../../../__generated__/SwipeBrowserPaginationQuery.graphql';
import { showLiveSwipeList } from '../../../lib/liveSwipeLists';
import { showsWholeTeam, takesNewSwipes } from './filters';

/** What the add dialog needs to show a new swipe in the list on screen. */
export interface SwipeListHandle {
  /** The connection a new swipe belongs at the top of, or null when it may not fit there. */
  prependConnection(): string | null;
  /** Refetches the list (after a create that could not be prepended). */
  refresh(): void;
}

/**
 * The list's connection (`connectionId`) as others see it: the add dialog's handle (where a
 * new swipe goes, or a refresh), and the live events' list while it shows the whole team.
 */
export function useSwipeListHandle(
  handle: Ref<SwipeListHandle> | undefined,
  {
    connectionId,
    filter,
    sort,
    fixedCollectionId,
    pageSize,
    refetch,
    startTransition,
  }: {
    connectionId: string;
    filter: SwipeFilter | null;
    sort: SwipeSort;
    fixedCollectionId: string | undefined;
    pageSize: number;
    refetch: (
      variables: { filter: SwipeFilter | null; sort: SwipeSort; count: number; cursor: null },
      options: { fetchPolicy: 'network-only' },
    ) => unknown;
    startTransition: TransitionStartFunction;
  },
) {
  const prependList = takesNewSwipes(filter, sort, fixedCollectionId) ? connectionId : null;
  const liveList = showsWholeTeam(filter, sort) ? connectionId : null;
  useEffect(() => (liveList ? showLiveSwipeList(liveList) : undefined), [liveList]);

  useImperativeHandle(
    handle,
    () => ({
      prependConnection: () => prependList,
      refresh: () =>
        startTransition(() => {
          refetch({ filter, sort, count: pageSize, cursor: null }, { fetchPolicy: 'network-only' });
        }),
    }),
    [filter, sort, pageSize, refetch, prependList, startTransition],
  );
}
