import { createPubSub } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { keeping, listenThenCheck, mapEvents } from '../../src/realtime/event-streams.js';

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

describe('mapEvents', () => {
  it('maps the events as they arrive, before they are asked for, and delivers them in order', async () => {
    const pubsub = createPubSub<Channels>();
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const mapped = mapEvents(pubsub.subscribe('team', 't1')[Symbol.asyncIterator](), (event) => {
      started.push(event.kind);
      return new Promise<string>((resolve) => finish.set(event.kind, () => resolve(event.kind)));
    });
    const first = mapped.next();
    for (const kind of ['A', 'B', 'C']) pubsub.publish('team', 't1', { kind });
    await expect.poll(() => started).toEqual(['A', 'B', 'C']);
    // The later ones finish first; they still come after the first.
    finish.get('C')?.();
    finish.get('B')?.();
    finish.get('A')?.();
    await expect(first).resolves.toEqual({ value: 'A', done: false });
    await expect(mapped.next()).resolves.toEqual({ value: 'B', done: false });
    await expect(mapped.next()).resolves.toEqual({ value: 'C', done: false });
    await mapped.return?.();
    await expect(mapped.next()).resolves.toEqual({ value: undefined, done: true });
  });

  it('throws a failed mapping in its turn', async () => {
    const pubsub = createPubSub<Channels>();
    const mapped = mapEvents(pubsub.subscribe('team', 't1')[Symbol.asyncIterator](), async (e) => {
      if (e.kind === 'B') throw new Error('B failed');
      return e.kind;
    });
    const first = mapped.next();
    for (const kind of ['A', 'B']) pubsub.publish('team', 't1', { kind });
    await expect(first).resolves.toEqual({ value: 'A', done: false });
    await expect(mapped.next()).rejects.toThrow('B failed');
    await mapped.return?.();
  });
});
