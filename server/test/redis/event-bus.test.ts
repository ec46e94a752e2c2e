import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import type { AccessEvent } from '../../src/realtime/access-events.js';
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
