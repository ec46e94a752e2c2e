import { commitLocalUpdate, type Environment, type RecordSourceProxy } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { shownValue, testEnvironment } from '../../relay/testEnvironment';
import { addCommentToLists, removeComment } from './commentStore';

// The comment lists in the store: a new thread or reply goes last once, however many times it
// is told; a deletion takes the comment (a thread: with its replies) away and lowers the count
// once, and says when the store never held the comment.

function comment(store: RecordSourceProxy, id: string, thread: string | null) {
  const record = store.get(id) ?? store.create(id, 'Comment');
  record.setValue(id, 'id');
  const swipe = store.get('swipe-1');
  if (swipe) record.setLinkedRecord(swipe, 'swipe');
  if (thread) {
    const head = store.get(thread);
    if (head) record.setLinkedRecord(head, 'thread');
  } else record.setValue(null, 'thread');
  record.setLinkedRecords([], 'replies');
  return record;
}

/** Swipe "swipe-1" with 3 comments: thread t1 (replies r1, r2) and thread t2. */
function seed(environment: Environment) {
  commitLocalUpdate(environment, (store) => {
    const swipe = store.create('swipe-1', 'Swipe');
    const t1 = comment(store, 't1', null);
    const t2 = comment(store, 't2', null);
    t1.setLinkedRecords([comment(store, 'r1', 't1'), comment(store, 'r2', 't1')], 'replies');
    swipe.setLinkedRecords([t1, t2], 'commentThreads');
    swipe.setValue(4, 'commentCount');
  });
}

const ids = (environment: Environment, id: string, field: string) =>
  (shownValue(environment, id, field) as { __refs: string[] }).__refs;

describe('comment store', () => {
  it('puts a new thread last in its swipe’s threads, once', () => {
    const { environment } = testEnvironment();
    seed(environment);
    for (let i = 0; i < 2; i++)
      commitLocalUpdate(environment, (store) => addCommentToLists(comment(store, 't3', null)));
    expect(ids(environment, 'swipe-1', 'commentThreads')).toEqual(['t1', 't2', 't3']);
  });

  it('puts a new reply last in its thread’s replies, once', () => {
    const { environment } = testEnvironment();
    seed(environment);
    for (let i = 0; i < 2; i++)
      commitLocalUpdate(environment, (store) => addCommentToLists(comment(store, 'r3', 't2')));
    expect(ids(environment, 't2', 'replies')).toEqual(['r3']);
    expect(ids(environment, 'swipe-1', 'commentThreads')).toEqual(['t1', 't2']);
  });

  it('removes a reply once, whoever says so first', () => {
    const { environment } = testEnvironment();
    seed(environment);
    for (let i = 0; i < 2; i++)
      commitLocalUpdate(environment, (store) => removeComment(store, 'r1'));
    expect(ids(environment, 't1', 'replies')).toEqual(['r2']);
  });

  it('removes a thread with its replies', () => {
    const { environment } = testEnvironment();
    seed(environment);
    commitLocalUpdate(environment, (store) => removeComment(store, 't1'));
    expect(ids(environment, 'swipe-1', 'commentThreads')).toEqual(['t2']);
    expect(environment.getStore().getSource().get('r1')).toBeNull();
  });

  it('leaves the lists as they are for a comment it never held', () => {
    const { environment } = testEnvironment();
    seed(environment);
    commitLocalUpdate(environment, (store) => removeComment(store, 'elsewhere'));
    expect(ids(environment, 'swipe-1', 'commentThreads')).toEqual(['t1', 't2']);
  });
});
