import { ConnectionHandler, type RecordSourceProxy } from 'relay-runtime';
import { addToTotalCount, removeFromConnection } from '../../relay/connections';
import type { DiscoverVariables } from './discoverFilters';

// What Discover changes in the Relay store by hand: a saved or hidden item leaves every
// filtered feed of the team the page has loaded (one connection per kind, category and since),
// and opening the page clears the sidebar's count of new items.

/** The team's feed on /discover (`DiscoverFeed_team`): one list per set of filters. */
export const DISCOVER_FEED_CONNECTION = 'DiscoverFeed_discover';

/** The connection holding the team's feed with these filters. */
export function feedConnectionId(teamId: string, filters: DiscoverVariables): string {
  return ConnectionHandler.getConnectionID(teamId, DISCOVER_FEED_CONNECTION, {
    kind: filters.kind,
    category: filters.category,
    since: filters.since,
  });
}

// The feeds loaded during this visit, by team: a saved or hidden item leaves them all.
const loadedFeeds = new Map<string, Set<string>>();

/** Remembers a feed the page has shown (its connection's `__id`). */
export function rememberFeed(teamId: string, connectionId: string): void {
  const feeds = loadedFeeds.get(teamId) ?? new Set<string>();
  feeds.add(connectionId);
  loadedFeeds.set(teamId, feeds);
}

/** The team's feeds the page has shown, `current` (the one on screen) first. */
export function knownFeeds(teamId: string, current?: string | null): string[] {
  const feeds = [...(loadedFeeds.get(teamId) ?? [])];
  return current ? [current, ...feeds.filter((id) => id !== current)] : feeds;
}

/** The feeds among `connectionIds` that hold the item now. */
export function feedsHolding(
  store: RecordSourceProxy,
  connectionIds: readonly string[],
  itemId: string,
): string[] {
  return connectionIds.filter((id) =>
    (store.get(id)?.getLinkedRecords('edges') ?? []).some(
      (edge) => edge?.getLinkedRecord('node')?.getDataID() === itemId,
    ),
  );
}

/** Takes an item off the feeds that hold it, each count lowered once. */
export function removeDiscoverItem(
  store: RecordSourceProxy,
  connectionIds: readonly string[],
  itemId: string,
): void {
  for (const id of connectionIds) removeFromConnection(store.get(id) ?? null, itemId);
}

/**
 * Hiding an item: it leaves the feeds at once (optimistic); once the server confirms,
 * `@deleteEdge` takes its edges away and `updater` lowers the counts of the feeds that held
 * it. A refusal (no `hiddenId`) brings it back.
 */
export function hideUpdaters(connectionIds: readonly string[], itemId: string) {
  let holders: string[] = [];
  return {
    optimisticUpdater: (store: RecordSourceProxy) => {
      holders = feedsHolding(store, connectionIds, itemId);
      removeDiscoverItem(store, holders, itemId);
    },
    updater: (store: RecordSourceProxy, hiddenId: string | null | undefined) => {
      if (!hiddenId) return;
      for (const id of holders) addToTotalCount(store.get(id) ?? null, -1);
    },
  };
}

/** Opening Discover: nothing is new to the viewer any more, in any of these teams. */
export function clearDiscoverNewCount(store: RecordSourceProxy, teamIds: readonly string[]): void {
  for (const teamId of teamIds) {
    store.get(teamId)?.setValue(0, 'discoverNewCount');
  }
}
