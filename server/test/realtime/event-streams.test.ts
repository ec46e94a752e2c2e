import { createPubSub } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { listenThenCheck } from '../../src/realtime/event-streams.js';

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
