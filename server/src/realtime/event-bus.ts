import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { serverBinding } from '../server-scope.js';
import type { Channels } from './channels.js';

export type EventBus = ReturnType<typeof createPubSub<Channels>> & { close(): Promise<void> };

export function createEventBus(config: Config): EventBus {
  if (!config.REDIS_URL) return Object.assign(createPubSub<Channels>(), { close: async () => {} });
  const publishClient = new Redis(config.REDIS_URL, { lazyConnect: false });
  const subscribeClient = new Redis(config.REDIS_URL, { lazyConnect: false });
  const pubsub = createPubSub<Channels>({
    eventTarget: createRedisEventTarget({ publishClient, subscribeClient }),
  });
  return Object.assign(pubsub, {
    async close() {
      await Promise.all([publishClient.quit(), subscribeClient.quit()]);
    },
  });
}

const bound = serverBinding<EventBus>('event bus');

/** The server's event bus, which services publish through after their commits. */
export function bindEventBus(bus: EventBus) {
  bound.bind(bus);
}

/** Publishes on the bound bus (nothing is published before the app binds one). */
export function publishEvent<K extends keyof Channels>(channel: K, ...args: Channels[K]) {
  (bound.get()?.publish as ((channel: K, ...args: Channels[K]) => void) | undefined)?.(
    channel,
    ...args,
  );
}
