import { normaliseTag, tagKey } from '@swipestack/common/tags';
import type { RecordProxy, RecordSourceProxy } from 'relay-runtime';
import { forgetEverywhere, removeFromConnection } from '../../relay/connections';

// Changes to swipes and tags in the Relay store, for the optimistic updates of the swipe and
// tag mutations and for their answers. An optimistic change is thrown away when the server
// answers (with the swipe, or with errors and a null swipe), so it never outlives a refusal.
// Lists are found by their type among all records (`recordIds`: the store's), as a swipe or a
// tag may sit in many of them (one per filter, search or page).

/** A swipe's new title as the server will store it, or null when it will refuse it (blank). */
export function cleanTitle(raw: string): string | null {
  return raw.trim().replace(/\s+/g, ' ') || null;
}

/** A swipe's new notes as the server will store them (blank notes are none). */
export function cleanNotes(raw: string | null | undefined): string | null {
  return raw?.trim() || null;
}

/** Tag titles as the server will store them: normalised, without case-insensitive repeats. */
export function cleanTags(titles: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of titles) {
    const title = normaliseTag(raw);
    if (!title || seen.has(tagKey(title))) continue;
    seen.add(tagKey(title));
    result.push(title);
  }
  return result;
}

export interface SwipeChanges {
  readonly title?: string | null | undefined;
  readonly notes?: string | null | undefined;
  readonly tags?: readonly string[] | null | undefined;
  readonly collectionIds?: readonly string[] | null | undefined;
}

function nodesOfConnection(connection: RecordProxy | null | undefined): RecordProxy[] {
  return (connection?.getLinkedRecords('edges') ?? []).flatMap((edge) => {
    const node = edge?.getLinkedRecord('node');
    return node ? [node] : [];
  });
}

/**
 * The Tag records for these titles: the swipe's own tags and the team's loaded ones by title
 * (case-insensitive); a title the team has not got yet becomes a client record until the
 * server answers with the real one.
 */
function tagRecords(store: RecordSourceProxy, swipe: RecordProxy, titles: readonly string[]) {
  const team = swipe.getLinkedRecord('team');
  const known = new Map<string, RecordProxy>();
  const candidates = [
    ...nodesOfConnection(team?.getLinkedRecord('tags', { first: 100 })),
    ...(swipe.getLinkedRecords('tags') ?? []),
  ];
  for (const tag of candidates) {
    const title = tag?.getValue('title');
    if (tag && typeof title === 'string') known.set(tagKey(title), tag);
  }
  return cleanTags(titles).map((title) => {
    const existing = known.get(tagKey(title));
    if (existing) return existing;
    const id = `client:optimisticTag:${team?.getDataID() ?? ''}:${tagKey(title)}`;
    const record = store.get(id) ?? store.create(id, 'Tag');
    record.setValue(id, 'id');
    record.setValue(title, 'title');
    return record;
  });
}

/** Shows an edit of a swipe (title, notes, tags, collections) as the server will save it. */
export function applySwipeChanges(
  store: RecordSourceProxy,
  swipeId: string,
  changes: SwipeChanges,
): void {
  const swipe = store.get(swipeId);
  if (!swipe) return;
  const title = changes.title == null ? null : cleanTitle(changes.title);
  if (title) swipe.setValue(title, 'title');
  if (changes.notes !== undefined) swipe.setValue(cleanNotes(changes.notes), 'notes');
  if (changes.tags) swipe.setLinkedRecords(tagRecords(store, swipe, changes.tags), 'tags');
  if (changes.collectionIds) {
    // Collections the store does not hold (none the pickers offer) wait for the answer.
    const collections = changes.collectionIds.flatMap((id) => {
      const record = store.get(id);
      return record ? [record] : [];
    });
    swipe.setLinkedRecords(collections, 'collections');
  }
}

/** Takes a swipe off every swipe list in the store (each filter's, each collection's). */
export function removeSwipeFromLists(
  store: RecordSourceProxy,
  recordIds: readonly string[],
  swipeId: string,
): void {
  for (const id of recordIds) {
    const record = store.get(id);
    if (record?.getType() === 'TeamSwipesConnection') removeFromConnection(record, swipeId);
  }
}

/**
 * Forgets a deleted tag: off every tag list (with its count), off every swipe that had it,
 * and its record gone (so a filter on it knows it is gone).
 */
export function removeTag(
  store: RecordSourceProxy,
  recordIds: readonly string[],
  tagId: string,
): void {
  forgetEverywhere(store, recordIds, tagId, {
    connectionType: 'TeamTagsConnection',
    holderType: 'Swipe',
    field: 'tags',
  });
}
