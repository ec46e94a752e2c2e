import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { TeamEvent } from './team-events.js';

export type SessionEventKind = 'SIGNED_OUT';

/** Channels and their payloads; Redis carries them between instances when REDIS_URL is set. */
export type Channels = {
  session: [sessionId: string, payload: { kind: SessionEventKind }];
  team: [teamId: string, payload: TeamEvent];
};

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
