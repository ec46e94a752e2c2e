import type { RecordSourceProxy } from 'relay-runtime';

// A team's tags and collections as the store holds their first pages (the swipes page's
// filters, the tag manager, the collections page: TeamRefresh_lists). Live events carry the
// tags and collections they changed, merged by id; a list is asked for again only when an
// event names one that it lacks.

/**
 * Whether the team's first page of `field` in the store holds the whole list and lacks one of
 * `ids` (a tag or collection new to the team). A list not loaded needs nothing: its page
 * fetches it when it opens. A list longer than its first page cannot tell: a new one shows
 * when that page is fetched again.
 */
export function listLacks(
  store: RecordSourceProxy,
  teamId: string,
  field: 'tags' | 'collections',
  ids: readonly string[],
): boolean {
  const list = store.get(teamId)?.getLinkedRecord(field, { first: 100 });
  if (!list || !ids.length) return false;
  const edges = list.getLinkedRecords('edges') ?? [];
  const total = list.getValue('totalCount');
  if (typeof total === 'number' && total > edges.length) return false;
  const held = new Set(edges.map((edge) => edge?.getLinkedRecord('node')?.getDataID()));
  return ids.some((id) => !held.has(id));
}
