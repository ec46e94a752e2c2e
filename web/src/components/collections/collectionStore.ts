import type { RecordSourceProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import { forgetEverywhere, removeFromConnection } from '../../relay/connections';

// Optimistic changes to collections in the store. Relay reverts them when the mutation's
// answer arrives and applies that answer instead: the collection as the server has it, or,
// when it failed (typed errors, no collection), nothing, so the old values come back.

/** A new name and description, shown before the server confirms them. */
export function renameCollection(
  store: RecordSourceSelectorProxy,
  id: string,
  fields: { name: string; description: string | null },
) {
  const collection = store.get(id);
  if (!collection) return;
  collection.setValue(fields.name, 'name');
  collection.setValue(fields.description, 'description');
}

/** Takes a collection off a list on screen (the `CollectionsPage_collections` connection). */
export function removeCollection(
  store: RecordSourceSelectorProxy,
  connectionId: string,
  id: string,
) {
  removeFromConnection(store.get(connectionId) ?? null, id);
}

/**
 * Forgets a deleted collection: off every collection list (with its count) and every swipe
 * in it, and its record gone (a teammate's deletion, told by a live event).
 */
export function forgetCollection(
  store: RecordSourceProxy,
  recordIds: readonly string[],
  collectionId: string,
) {
  forgetEverywhere(store, recordIds, collectionId, {
    connectionType: 'TeamCollectionsConnection',
    holderType: 'Swipe',
    field: 'collections',
  });
}

/**
 * A chosen cover: the swipe's picture, as the server's `coverUrl` is. Automatic (null) is
 * the latest added swipe with a picture, which only the server knows: the cover stays until
 * its answer.
 */
export function chooseCover(
  store: RecordSourceSelectorProxy,
  collectionId: string,
  swipeId: string | null,
) {
  const collection = store.get(collectionId);
  const swipe = swipeId ? store.get(swipeId) : null;
  if (!collection) return;
  if (!swipe) {
    collection.setValue(null, 'coverSwipe');
    return;
  }
  collection.setLinkedRecord(swipe, 'coverSwipe');
  collection.setValue(swipe.getValue('thumbnailUrl') ?? null, 'coverUrl');
}

/** Not shared any more: no link, no date, and out of Discover (docs/discover.md). */
export function unpublishCollection(store: RecordSourceSelectorProxy, id: string) {
  const collection = store.get(id);
  if (!collection) return;
  for (const field of ['shareToken', 'shareUrl', 'publishedAt']) collection.setValue(null, field);
  collection.setValue(false, 'listedInDiscover');
}
