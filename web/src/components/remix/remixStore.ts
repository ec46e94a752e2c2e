import type { RecordProxy, RecordSourceProxy } from 'relay-runtime';
import { connectionOf, insertIntoConnection, removeFromConnection } from '../../relay/connections';

// What AI Remix changes in the Relay store by hand: the text streamed into a variant, a new
// remix on top of the team's lists, a deleted one off them, and the month's usage.

/** The team's remixes on /remix (`RemixList_team`): one list per `sourceSwipe` filter. */
export const REMIX_LIST_CONNECTION = 'RemixList_remixes';
const REMIX_EDGE = 'TeamRemixesConnectionEdge';

/** One `remixProgress` event, as the subscription selects it. */
export interface RemixProgressEvent {
  readonly variantId?: string | null | undefined;
  readonly text?: string | null | undefined;
  readonly status?: string | null | undefined;
  readonly error?: string | null | undefined;
}

/**
 * Writes a progress event into its variant's record (keyed by `variantId`): the whole text so
 * far, where writing stands and, once it failed, why. The finishing event names no variant.
 */
export function applyRemixProgress(store: RecordSourceProxy, event: RemixProgressEvent): void {
  if (!event.variantId) return;
  const variant = store.get(event.variantId);
  if (!variant) return;
  if (typeof event.text === 'string') variant.setValue(event.text, 'text');
  if (event.status) variant.setValue(event.status, 'status');
  variant.setValue(event.error ?? null, 'error');
}

/** The lists a remix of `sourceSwipeId` belongs to: the team's whole list, and the swipe's. */
function remixLists(store: RecordSourceProxy, teamId: string, sourceSwipeId: string | null) {
  const lists = [connectionOf(store, teamId, REMIX_LIST_CONNECTION, { sourceSwipe: null })];
  if (sourceSwipeId)
    lists.push(connectionOf(store, teamId, REMIX_LIST_CONNECTION, { sourceSwipe: sourceSwipeId }));
  return lists;
}

/** Puts a new remix on top of the team's lists it belongs to (newest first), once. */
export function addRemixToLists(
  store: RecordSourceProxy,
  teamId: string,
  sourceSwipeId: string | null,
  remix: RecordProxy,
): void {
  for (const list of remixLists(store, teamId, sourceSwipeId))
    insertIntoConnection(store, list, remix, REMIX_EDGE, 'first');
}

/** Takes a remix off the team's lists (with their counts) and out of the store. */
export function removeRemix(
  store: RecordSourceProxy,
  teamId: string,
  sourceSwipeId: string | null,
  remixId: string,
): void {
  for (const list of remixLists(store, teamId, sourceSwipeId)) removeFromConnection(list, remixId);
  store.delete(remixId);
}

/** Counts `variants` more against the team's month (the server reserved them). */
export function addAiUsage(store: RecordSourceProxy, teamId: string, variants: number): void {
  const usage = store.get(teamId)?.getLinkedRecord('aiUsage');
  const used = usage?.getValue('used');
  if (usage && typeof used === 'number') usage.setValue(used + variants, 'used');
}

/** The month's usage as the server counted it when it refused a remix over the quota. */
export function setAiUsage(
  store: RecordSourceProxy,
  teamId: string,
  counts: { used: number; quota: number },
): void {
  const usage = store.get(teamId)?.getLinkedRecord('aiUsage');
  usage?.setValue(counts.used, 'used');
  usage?.setValue(counts.quota, 'quota');
}
