import {
  commitLocalUpdate,
  Environment,
  Network,
  RecordSource,
  type RecordSourceProxy,
  Store,
} from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import {
  applySwipeChanges,
  cleanNotes,
  cleanTags,
  cleanTitle,
  removeSwipeFromLists,
  removeTag,
} from './swipeStore';

/**
 * A team with tags Growth (t1) and SEO (t2) in its first page, collections c1 and c2, and two
 * swipe lists: s1 (tagged Growth, in c1) and s2 in the first, s1 alone in the second.
 */
function environmentWithTeam() {
  const environment = new Environment({
    network: Network.create(() => Promise.reject(new Error('offline'))),
    store: new Store(new RecordSource()),
  });
  commitLocalUpdate(environment, (store) => {
    const team = store.create('team', 'Team');
    const tag = (id: string, title: string) => {
      const record = store.create(id, 'Tag');
      record.setValue(id, 'id');
      record.setValue(title, 'title');
      return record;
    };
    const connection = (id: string, type: string, nodes: string[], totalCount?: number) => {
      const record = store.create(id, type);
      if (totalCount !== undefined) record.setValue(totalCount, 'totalCount');
      record.setLinkedRecords(
        nodes.map((node) => {
          const edge = store.create(`${id}:edge:${node}`, `${type}Edge`);
          edge.setLinkedRecord(store.get(node) ?? store.create(node, 'Swipe'), 'node');
          return edge;
        }),
        'edges',
      );
      return record;
    };
    tag('t1', 'Growth');
    tag('t2', 'SEO');
    store.create('c1', 'Collection').setValue('Launch', 'name');
    store.create('c2', 'Collection').setValue('Rivals', 'name');
    team.setLinkedRecord(
      connection('client:team:tags(first:100)', 'TeamTagsConnection', ['t1', 't2'], 2),
      'tags',
      { first: 100 },
    );
    connection('client:team:__ManageTags', 'TeamTagsConnection', ['t1', 't2'], 2);
    for (const id of ['s1', 's2']) {
      const swipe = store.create(id, 'Swipe');
      swipe.setValue(`Swipe ${id}`, 'title');
      swipe.setValue(null, 'notes');
      swipe.setLinkedRecord(team, 'team');
      swipe.setLinkedRecords(id === 's1' ? [store.get('t1') ?? null] : [], 'tags');
      swipe.setLinkedRecords(id === 's1' ? [store.get('c1') ?? null] : [], 'collections');
    }
    connection('client:team:__list_newest', 'TeamSwipesConnection', ['s1', 's2']);
    connection('client:team:__list_tagged', 'TeamSwipesConnection', ['s1'], 1);
  });
  return environment;
}

function read<T>(environment: Environment, reader: (store: RecordSourceProxy) => T): T {
  let result: T | undefined;
  commitLocalUpdate(environment, (store) => {
    result = reader(store);
  });
  return result as T;
}

const linked = (store: RecordSourceProxy, id: string, field: string) =>
  (store.get(id)?.getLinkedRecords(field) ?? []).map((record) => record?.getDataID() ?? null);

const edgeNodes = (store: RecordSourceProxy, id: string) =>
  (store.get(id)?.getLinkedRecords('edges') ?? []).map(
    (edge) => edge?.getLinkedRecord('node')?.getDataID() ?? null,
  );

const recordIds = (environment: Environment) => environment.getStore().getSource().getRecordIDs();

describe('what the server will store', () => {
  it('trims titles and notes, and refuses a blank title', () => {
    expect(cleanTitle('  Pricing   page ')).toBe('Pricing page');
    expect(cleanTitle('   ')).toBeNull();
    expect(cleanNotes('  a note \n')).toBe('a note');
    expect(cleanNotes('  ')).toBeNull();
    expect(cleanNotes(null)).toBeNull();
  });

  it('normalises tags and drops repeats regardless of case', () => {
    expect(cleanTags([' seo ', 'Big  idea', 'SEO', '', 'big idea'])).toEqual(['seo', 'Big idea']);
  });
});

describe('applySwipeChanges', () => {
  it('sets the title and notes as the server will', () => {
    const environment = environmentWithTeam();
    commitLocalUpdate(environment, (store) =>
      applySwipeChanges(store, 's1', { title: ' New  title ', notes: '  ' }),
    );
    expect(
      read(environment, (store) => [
        store.get('s1')?.getValue('title'),
        store.get('s1')?.getValue('notes'),
      ]),
    ).toEqual(['New title', null]);
  });

  it('keeps the title when the server will refuse it', () => {
    const environment = environmentWithTeam();
    commitLocalUpdate(environment, (store) => applySwipeChanges(store, 's1', { title: ' ' }));
    expect(read(environment, (store) => store.get('s1')?.getValue('title'))).toBe('Swipe s1');
  });

  it("uses the team's tags by title and a client record for a new one", () => {
    const environment = environmentWithTeam();
    commitLocalUpdate(environment, (store) =>
      applySwipeChanges(store, 's2', { tags: ['seo', 'growth', 'Fresh one', 'fresh ONE'] }),
    );
    const tags = read(environment, (store) =>
      (store.get('s2')?.getLinkedRecords('tags') ?? []).map((tag) => ({
        id: tag?.getValue('id'),
        title: tag?.getValue('title'),
      })),
    );
    expect(tags).toEqual([
      { id: 't2', title: 'SEO' },
      { id: 't1', title: 'Growth' },
      { id: 'client:optimisticTag:team:fresh one', title: 'Fresh one' },
    ]);
  });

  it('sets the collections the store holds', () => {
    const environment = environmentWithTeam();
    commitLocalUpdate(environment, (store) =>
      applySwipeChanges(store, 's1', { collectionIds: ['c2', 'unknown', 'c1'] }),
    );
    expect(read(environment, (store) => linked(store, 's1', 'collections'))).toEqual(['c2', 'c1']);
  });

  it('is undone when applied as an optimistic update that ends', () => {
    const environment = environmentWithTeam();
    const update = environment.applyUpdate({
      storeUpdater: (store) =>
        applySwipeChanges(store, 's1', { title: 'Optimistic', tags: ['brand new'] }),
    });
    // What components read: the store's source, with the optimistic layer on top.
    expect(environment.getStore().getSource().get('s1')?.title).toBe('Optimistic');
    update.dispose();
    expect(environment.getStore().getSource().get('s1')?.title).toBe('Swipe s1');
    expect(
      read(environment, (store) => [
        store.get('s1')?.getValue('title'),
        linked(store, 's1', 'tags'),
        store.get('client:optimisticTag:team:brand new'),
      ]),
    ).toEqual(['Swipe s1', ['t1'], undefined]);
  });
});

describe('removeSwipeFromLists', () => {
  it('takes the swipe off every swipe list and lowers the counts it has', () => {
    const environment = environmentWithTeam();
    commitLocalUpdate(environment, (store) =>
      removeSwipeFromLists(store, recordIds(environment), 's1'),
    );
    expect(
      read(environment, (store) => [
        edgeNodes(store, 'client:team:__list_newest'),
        edgeNodes(store, 'client:team:__list_tagged'),
        store.get('client:team:__list_tagged')?.getValue('totalCount'),
        // The record itself stays (the detail view shows it until the server answers).
        store.get('s1')?.getValue('title'),
      ]),
    ).toEqual([['s2'], [], 0, 'Swipe s1']);
  });
});

describe('removeTag', () => {
  it('takes the tag off every tag list and every swipe, and deletes it', () => {
    const environment = environmentWithTeam();
    commitLocalUpdate(environment, (store) => removeTag(store, recordIds(environment), 't1'));
    expect(
      read(environment, (store) => [
        edgeNodes(store, 'client:team:tags(first:100)'),
        store.get('client:team:tags(first:100)')?.getValue('totalCount'),
        edgeNodes(store, 'client:team:__ManageTags'),
        linked(store, 's1', 'tags'),
        store.get('t1'),
      ]),
    ).toEqual([['t2'], 1, ['t2'], [], null]);
  });
});
