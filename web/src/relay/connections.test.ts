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
  addToTotalCount,
  connectionOf,
  insertIntoConnection,
  removeFromConnection,
} from './connections';

const KEY = 'TeamMembers_members';

/** A team whose members connection holds these ids, as the connection handler stores it. */
function environmentWith(ids: string[], totalCount: number, hasNextPage = false) {
  const environment = new Environment({
    network: Network.create(() => Promise.reject(new Error('offline'))),
    store: new Store(new RecordSource()),
  });
  commitLocalUpdate(environment, (store) => {
    const team = store.create('team', 'Team');
    store.getRoot().setLinkedRecord(team, 'team');
    const connection = store.create(`client:team:__${KEY}_connection`, 'TeamMembersConnection');
    team.setLinkedRecord(connection, `__${KEY}_connection`);
    connection.setValue(totalCount, 'totalCount');
    const pageInfo = store.create('client:team:pageInfo', 'PageInfo');
    pageInfo.setValue(hasNextPage, 'hasNextPage');
    connection.setLinkedRecord(pageInfo, 'pageInfo');
    connection.setLinkedRecords(
      ids.map((id) => {
        const node = store.create(id, 'TeamMember');
        const edge = store.create(`client:edge:${id}`, 'TeamMembersConnectionEdge');
        edge.setLinkedRecord(node, 'node');
        return edge;
      }),
      'edges',
    );
  });
  return environment;
}

function read(environment: Environment) {
  let result: { ids: string[]; totalCount: unknown } = { ids: [], totalCount: null };
  commitLocalUpdate(environment, (store) => {
    const connection = connectionOf(store, 'team', KEY);
    result = {
      ids: (connection?.getLinkedRecords('edges') ?? []).flatMap((edge) => {
        const id = edge?.getLinkedRecord('node')?.getDataID();
        return id ? [id] : [];
      }),
      totalCount: connection?.getValue('totalCount'),
    };
  });
  return result;
}

function update(environment: Environment, change: (store: RecordSourceProxy) => void) {
  commitLocalUpdate(environment, change);
}

describe('connection helpers', () => {
  it('removes a node once and lowers the count once', () => {
    const environment = environmentWith(['a', 'b', 'c'], 130);
    const removed: boolean[] = [];
    update(environment, (store) => {
      removed.push(removeFromConnection(connectionOf(store, 'team', KEY), 'b'));
    });
    // The same removal reported again (a live event after the mutation's answer).
    update(environment, (store) => {
      removed.push(removeFromConnection(connectionOf(store, 'team', KEY), 'b'));
    });
    expect(removed).toEqual([true, false]);
    expect(read(environment)).toEqual({ ids: ['a', 'c'], totalCount: 129 });
  });

  it('inserts first or last, once, and raises the count once', () => {
    const environment = environmentWith(['a'], 1);
    update(environment, (store) => {
      const connection = connectionOf(store, 'team', KEY);
      const z = store.create('z', 'TeamMember');
      const y = store.create('y', 'TeamMember');
      insertIntoConnection(store, connection, z, 'TeamMembersConnectionEdge', 'last');
      insertIntoConnection(store, connection, y, 'TeamMembersConnectionEdge', 'first');
      insertIntoConnection(store, connection, z, 'TeamMembersConnectionEdge', 'last');
    });
    expect(read(environment)).toEqual({ ids: ['y', 'a', 'z'], totalCount: 3 });
  });

  it('only counts a node that belongs after pages not loaded yet', () => {
    const environment = environmentWith(['a'], 101, true);
    update(environment, (store) => {
      const z = store.create('z', 'TeamMember');
      insertIntoConnection(store, connectionOf(store, 'team', KEY), z, 'X', 'last');
    });
    expect(read(environment)).toEqual({ ids: ['a'], totalCount: 102 });
  });

  it('never counts below zero, and leaves a missing list alone', () => {
    const environment = environmentWith([], 0);
    update(environment, (store) => {
      addToTotalCount(connectionOf(store, 'team', KEY), -1);
      addToTotalCount(connectionOf(store, 'nobody', KEY), 1);
      expect(removeFromConnection(connectionOf(store, 'nobody', KEY), 'a')).toBe(false);
    });
    expect(read(environment).totalCount).toBe(0);
  });
});
