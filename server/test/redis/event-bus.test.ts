import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import type { AccessEvent, TeamEvent } from '../../src/realtime/channels.js';
import { createEventBus, type EventBus } from '../../src/realtime/event-bus.js';
import { holdsWithin, retryUntil, until } from '../helpers/wait.js';

// Two buses on one Redis stand for two server instances.
const config = { ...loadConfig({ NODE_ENV: 'test' }), REDIS_URL: process.env.REDIS_URL };
const buses: EventBus[] = [];
afterAll(async () => {
  for (const bus of buses) await bus.close();
});

it('delivers an event published on one instance to a subscriber on another', async () => {
  if (!config.REDIS_URL)
    throw new Error('REDIS_URL must name a running redis-server for this project');
  const [a, b] = [createEventBus(config), createEventBus(config)] as const;
  buses.push(a, b);
  const events = b.subscribe('access', 'user-1')[Symbol.asyncIterator]();
  const heard: AccessEvent[] = [];
  const reading = (async () => {
    for (let next = await events.next(); !next.done; next = await events.next()) {
      heard.push(next.value);
    }
  })();
  const sessionOf = (event: AccessEvent) => ('sessionId' in event ? event.sessionId : '');
  // Probes until the subscriber hears one: its SUBSCRIBE has reached Redis.
  await retryUntil(
    async (n) => {
      a.publish('access', 'user-1', {
        kind: 'SESSION_ENDED',
        sessionId: `probe-${n}`,
        signedOut: false,
      });
      return holdsWithin(() => heard.length > 0, 500);
    },
    10_000,
    'the subscriber on the other instance hears a probe',
  );
  const ended = { kind: 'SESSION_ENDED', sessionId: 'session-1', signedOut: true } as const;
  a.publish('access', 'user-2', { ...ended, sessionId: 'session-2' });
  a.publish('access', 'user-1', ended);
  await until(() => heard.some((e) => sessionOf(e) === 'session-1'), 5_000, 'the event arrives');
  // The other user's event, published first on the same connection, would have come before it.
  expect(heard.filter((e) => !sessionOf(e).startsWith('probe-'))).toEqual([ended]);
  await events.return?.();
  await reading;
});

// Through Redis, an instance turns each message into one object for all its subscribers: the
// object that an event's shared reads and results are kept under (db/shared-reads.ts,
// graphql/shared-event-results.ts), so each instance reads an event once for its subscribers.
it("hands an instance's subscribers one object per event", async () => {
  const [a, b] = [createEventBus(config), createEventBus(config)] as const;
  buses.push(a, b);
  const streams = [b.subscribe('team', 'team-1'), b.subscribe('team', 'team-1')].map((s) =>
    s[Symbol.asyncIterator](),
  );
  const heard: TeamEvent[][] = [[], []];
  const readings = streams.map(async (events, i) => {
    for (let next = await events.next(); !next.done; next = await events.next()) {
      heard[i]?.push(next.value);
    }
  });
  const event = (id: string): TeamEvent => ({ kind: 'SWIPE_CREATED', teamId: 'team-1', id, at: 0 });
  await retryUntil(
    async (n) => {
      a.publish('team', 'team-1', event(`probe-${n}`));
      return holdsWithin(() => heard.every((events) => events.length > 0), 500);
    },
    10_000,
    'both subscribers hear a probe',
  );
  a.publish('team', 'team-1', event('swipe-1'));
  const find = (events: TeamEvent[] = []) => events.find((e) => e.id === 'swipe-1');
  await until(() => heard.every((events) => find(events)), 5_000, 'both hear the event');
  expect(find(heard[0])).toEqual(event('swipe-1'));
  expect(find(heard[0])).toBe(find(heard[1]));
  for (const events of streams) await events.return?.();
  await Promise.all(readings);
});
