import { createPubSub } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { keeping, listenThenCheck } from '../../src/realtime/event-streams.js';

type Channels = { team: [teamId: string, payload: { kind: string }] };

describe('listenThenCheck', () => {
  it('listens before it checks, so a change published during the check still arrives', async () => {
    const pubsub = createPubSub<Channels>();
    const events = await listenThenCheck(pubsub.subscribe('team', 't1'), async () => {
      // A removal committed and published between the start check and this one.
      pubsub.publish('team', 't1', { kind: 'MEMBER_LEFT' });
      return true;
    });
    await expect(events.next()).resolves.toEqual({ value: { kind: 'MEMBER_LEFT' }, done: false });
    await events.return?.();
  });

  it('is an ended stream, listening to nothing, when the check refuses', async () => {
    const pubsub = createPubSub<Channels>();
    const events = await listenThenCheck(pubsub.subscribe('team', 't1'), async () => false);
    pubsub.publish('team', 't1', { kind: 'SWIPE_CREATED' });
    await expect(events.next()).resolves.toEqual({ value: undefined, done: true });
  });

  it('treats a failed check as a refusal', async () => {
    const pubsub = createPubSub<Channels>();
    const events = await listenThenCheck(pubsub.subscribe('team', 't1'), () =>
      Promise.reject(new Error('database unavailable')),
    );
    await expect(events.next()).resolves.toEqual({ value: undefined, done: true });
  });
});

describe('keeping', () => {
  it('drops the events that fail the check, in order, and closes its source', async () => {
    const pubsub = createPubSub<Channels>();
    const source = pubsub.subscribe('team', 't1')[Symbol.asyncIterator]();
    const kept = keeping(source, async (event) => event.kind !== 'SWIPE_CREATED');
    const first = kept.next();
    for (const kind of ['SWIPE_CREATED', 'TAG_CHANGED', 'SWIPE_CREATED', 'MEMBER_LEFT'])
      pubsub.publish('team', 't1', { kind });
    await expect(first).resolves.toEqual({ value: { kind: 'TAG_CHANGED' }, done: false });
    await expect(kept.next()).resolves.toEqual({ value: { kind: 'MEMBER_LEFT' }, done: false });
    await kept.return?.();
    await expect(source.next()).resolves.toEqual({ value: undefined, done: true });
  });
});
