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
  const iterator = b.subscribe('session', 'session-1')[Symbol.asyncIterator]();
  const next = iterator.next();
  // Let the subscriber's SUBSCRIBE reach Redis before publishing.
  await new Promise((r) => setTimeout(r, 200));
  a.publish('session', 'session-2', { kind: 'SIGNED_OUT' });
  a.publish('session', 'session-1', { kind: 'SIGNED_OUT' });
  await expect(next).resolves.toEqual({ done: false, value: { kind: 'SIGNED_OUT' } });
  await iterator.return?.();
});
