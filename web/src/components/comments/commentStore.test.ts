import {
  ConnectionHandler,
  commitLocalUpdate,
  type Environment,
  type RecordProxy,
  type RecordSourceProxy,
} from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { shownConnection, testEnvironment } from '../../relay/testEnvironment';
import {
  addCommentToLists,
  REPLIES_CONNECTION,
  removeComment,
  THREADS_CONNECTION,
} from './commentStore';

// The comment connections in the store: a new thread or reply goes last once, with the list's
// totalCount, however many times it is told; while later pages are unloaded a live event
// changes nothing and the viewer's own comment still shows; a deletion takes the comment (a
// thread: with its replies) away and lowers the count once, and leaves the lists alone for a
// comment the store never held.

const THREADS = `client:swipe-1:__${THREADS_CONNECTION}_connection`;
const repliesOf = (thread: string) => `client:${thread}:__${REPLIES_CONNECTION}_connection`;

/** A connection record of `parent` as ConnectionHandler keeps it, holding `nodes`. */
function connection(
  store: RecordSourceProxy,
  parent: RecordProxy,
  key: string,
  nodes: RecordProxy[],
  hasNextPage = false,
) {
  const handle = `__${key}_connection`;
  const id = `client:${parent.getDataID()}:${handle}`;
  const record = store.create(id, 'Connection');
  const pageInfo = store.create(`${id}:pageInfo`, 'PageInfo');
  pageInfo.setValue(hasNextPage, 'hasNextPage');
  record.setLinkedRecord(pageInfo, 'pageInfo');
  record.setLinkedRecords([], 'edges');
  record.setValue(hasNextPage ? nodes.length + 20 : nodes.length, 'totalCount');
  for (const node of nodes)
    ConnectionHandler.insertEdgeAfter(
      record,
      ConnectionHandler.createEdge(store, record, node, 'Edge'),
    );
  parent.setLinkedRecord(record, handle);
}

function comment(store: RecordSourceProxy, id: string, thread: string | null) {
  const record = store.get(id) ?? store.create(id, 'Comment');
  record.setValue(id, 'id');
  const swipe = store.get('swipe-1');
  if (swipe) record.setLinkedRecord(swipe, 'swipe');
  if (thread) {
    const head = store.get(thread);
    if (head) record.setLinkedRecord(head, 'thread');
  } else record.setValue(null, 'thread');
  return record;
}

/** Swipe "swipe-1" with 3 comments: thread t1 (replies r1, r2) and thread t2. */
function seed(environment: Environment, { moreThreads = false } = {}) {
  commitLocalUpdate(environment, (store) => {
    const swipe = store.create('swipe-1', 'Swipe');
    const t1 = comment(store, 't1', null);
    const t2 = comment(store, 't2', null);
    connection(store, t1, REPLIES_CONNECTION, [
      comment(store, 'r1', 't1'),
      comment(store, 'r2', 't1'),
    ]);
    connection(store, t2, REPLIES_CONNECTION, []);
    connection(store, swipe, THREADS_CONNECTION, [t1, t2], moreThreads);
    swipe.setValue(4, 'commentCount');
  });
}

describe('comment store', () => {
  it('puts a new thread last in its swipe’s threads, once, with an empty list of replies', () => {
    const { environment } = testEnvironment();
    seed(environment);
    for (const origin of ['live', 'mine', 'live'] as const)
      commitLocalUpdate(environment, (store) =>
        addCommentToLists(store, comment(store, 't3', null), origin),
      );
    expect(shownConnection(environment, THREADS)).toEqual({
      ids: ['t1', 't2', 't3'],
      totalCount: 3,
    });
    expect(shownConnection(environment, repliesOf('t3'))).toEqual({ ids: [], totalCount: 0 });
  });

  it('puts a new reply last in its thread’s replies, once', () => {
    const { environment } = testEnvironment();
    seed(environment);
    for (let i = 0; i < 2; i++)
      commitLocalUpdate(environment, (store) =>
        addCommentToLists(store, comment(store, 'r3', 't2'), 'live'),
      );
    expect(shownConnection(environment, repliesOf('t2'))).toEqual({ ids: ['r3'], totalCount: 1 });
    expect(shownConnection(environment, THREADS).ids).toEqual(['t1', 't2']);
  });

  it('while later pages are unloaded, a live event changes nothing; the viewer’s own comment shows', () => {
    const { environment } = testEnvironment();
    seed(environment, { moreThreads: true });
    commitLocalUpdate(environment, (store) =>
      addCommentToLists(store, comment(store, 't30', null), 'live'),
    );
    expect(shownConnection(environment, THREADS)).toEqual({ ids: ['t1', 't2'], totalCount: 22 });
    commitLocalUpdate(environment, (store) =>
      addCommentToLists(store, comment(store, 't31', null), 'mine'),
    );
    expect(shownConnection(environment, THREADS)).toEqual({
      ids: ['t1', 't2', 't31'],
      totalCount: 23,
    });
  });

  it('removes a reply once, whoever says so first', () => {
    const { environment } = testEnvironment();
    seed(environment);
    for (let i = 0; i < 2; i++)
      commitLocalUpdate(environment, (store) => removeComment(store, 'r1'));
    expect(shownConnection(environment, repliesOf('t1'))).toEqual({ ids: ['r2'], totalCount: 1 });
  });

  it('removes a thread with its replies', () => {
    const { environment } = testEnvironment();
    seed(environment);
    commitLocalUpdate(environment, (store) => removeComment(store, 't1'));
    expect(shownConnection(environment, THREADS)).toEqual({ ids: ['t2'], totalCount: 1 });
    expect(environment.getStore().getSource().get('r1')).toBeNull();
  });

  it('leaves the lists as they are for a comment it never held', () => {
    const { environment } = testEnvironment();
    seed(environment);
    commitLocalUpdate(environment, (store) => removeComment(store, 'elsewhere'));
    expect(shownConnection(environment, THREADS)).toEqual({ ids: ['t1', 't2'], totalCount: 2 });
  });
});
