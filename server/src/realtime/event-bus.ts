import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { RemixEvent } from '../services/remix-writer.js';
import type { AccessEvent } from './access-events.js';
import type { PresenceMessage } from './presence.js';
import type { TeamEvent } from './team-events.js';

/** Something about the user themself changed: their pending invites, their onboarding. */
export type UserEventKind =
  | 'INVITES_CHANGED'
  | 'NOTIFICATIONS_CHANGED'
  | 'ONBOARDING_CHANGED'
  | 'SUPPORT_CHANGED';

/** Channels and their payloads; Redis carries them between instances when REDIS_URL is set. */
export type Channels = {
  /** A user's session or token ended (realtime/access-events.ts). */
  access: [userId: string, payload: AccessEvent];
  team: [teamId: string, payload: TeamEvent];
  user: [userId: string, payload: { kind: UserEventKind }];
  /** A support conversation changed (services/support.ts): administrators' inboxes. */
  support: [scope: 'inbox', payload: { conversationId: string }];
  /** A remix's variants as they are written (services/remix-writer.ts). */
  remix: [remixId: string, payload: RemixEvent];
  /** An instance's open tabs of a team (realtime/presence.ts). */
  presence: [teamId: string, payload: PresenceMessage];
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

let bound: EventBus | undefined;

/** The process's event bus, which services publish through after their commits. */
export function bindEventBus(bus: EventBus | undefined) {
  bound = bus;
}

/** Publishes on the bound bus (nothing is published before the app binds one). */
export function publishEvent<K extends keyof Channels>(channel: K, ...args: Channels[K]) {
  (bound?.publish as ((channel: K, ...args: Channels[K]) => void) | undefined)?.(channel, ...args);
}
