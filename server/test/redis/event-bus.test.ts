import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createEventBus, type EventBus } from '../../src/realtime/event-bus.js';

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
  const iterator = b.subscribe('access', 'user-1')[Symbol.asyncIterator]();
  const next = iterator.next();
  // Let the subscriber's SUBSCRIBE reach Redis before publishing.
  await new Promise((r) => setTimeout(r, 200));
  const ended = { kind: 'SESSION_ENDED', sessionId: 'session-1', signedOut: true } as const;
  a.publish('access', 'user-2', { ...ended, sessionId: 'session-2' });
  a.publish('access', 'user-1', ended);
  await expect(next).resolves.toEqual({ done: false, value: ended });
  await iterator.return?.();
});
