import { prisma } from '../db/client.js';
import type { AccessEvent } from './channels.js';
import { type EventBus, publishEvent } from './event-bus.js';

// Access that ends: a browser session signed out, revoked or replaced, a personal token revoked.
// Published on the event bus (Redis between instances) after the change is committed, on the
// user's channel; every open subscription of that session or token, on any instance and over
// either transport (graphql-ws or SSE), watches it and ends (docs/auth.md, "Open subscriptions").
// Expiry needs no event: each watch has a timer at its session's or token's expiresAt.

export function publishAccessEvent(userId: string, event: AccessEvent) {
  publishEvent('access', userId, event);
}

/** Why a watch ended. */
export type AccessEnd = 'SIGNED_OUT' | 'SESSION_ENDED' | 'TOKEN_REVOKED' | 'EXPIRED';

export interface WatchedViewer {
  userId: string;
  sessionId: string | null;
  tokenId: string | null;
  /**
   * A rule no event announces, read again before each event is delivered (then `open` is never
   * true): an impersonation holds only while its administrator still is one, and a demotion
   * from another process (`npm run admin`) publishes nothing here.
   */
  holds?: (() => Promise<boolean>) | undefined;
}

/** setTimeout's longest delay; a later expiry is looked at again then. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The access one open subscription relies on. `open` is the cheap check made before each
 * event is delivered (no database query); `ended` settles once, with the reason.
 */
export class AccessWatch {
  readonly ended: Promise<AccessEnd>;
  #reason: AccessEnd | null = null;
  #resolve: (reason: AccessEnd) => void = () => {};
  #expiresAt = Number.POSITIVE_INFINITY;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #recheck: Promise<boolean> | undefined;
  #onDispose: () => void = () => {};
  #disposed = false;
  #handedOver = false;

  constructor(readonly viewer: WatchedViewer | null) {
    this.ended = new Promise((resolve) => {
      this.#resolve = resolve;
    });
  }

  /**
   * Whether the access still holds now (false once ended or past its known expiry, and always
   * for a viewer with a `holds` rule, which only `stillOpen` reads).
   */
  get open(): boolean {
    return this.#reason === null && Date.now() < this.#expiresAt && !this.viewer?.holds;
  }

  /** True when the subscription's own stream ends with the watch (see `endingWith`). */
  get handedOver(): boolean {
    return this.#handedOver;
  }

  /**
   * For each event: true while the access holds. Past the known expiry of a session (whose
   * expiry slides while it is used elsewhere), the row is read once to learn the new one; with
   * a `holds` rule, the row and the rule are read for every event.
   */
  async stillOpen(): Promise<boolean> {
    if (this.open) return true;
    if (this.#reason !== null) return false;
    this.#recheck ??= this.#check().finally(() => {
      this.#recheck = undefined;
    });
    return this.#recheck;
  }

  handOver() {
    this.#handedOver = true;
  }

  end(reason: AccessEnd) {
    if (this.#reason !== null) return;
    this.#reason = reason;
    this.dispose();
    this.#resolve(reason);
  }

  /** Stops watching (the subscription ended for another reason). */
  dispose() {
    this.#disposed = true;
    clearTimeout(this.#timer);
    this.#onDispose();
    this.#onDispose = () => {};
  }

  notice(event: AccessEvent) {
    const viewer = this.viewer;
    if (!viewer) return;
    if (event.kind === 'SESSION_ENDED' && event.sessionId === viewer.sessionId) {
      this.end(event.signedOut ? 'SIGNED_OUT' : 'SESSION_ENDED');
    } else if (event.kind === 'TOKEN_REVOKED' && event.tokenId === viewer.tokenId) {
      this.end('TOKEN_REVOKED');
    }
  }

  /** Reads the session or token as it is now: ends the watch, or sets its expiry timer. */
  async #check(): Promise<boolean> {
    const viewer = this.viewer;
    if (!viewer || this.#reason !== null) return this.#reason === null;
    let expiresAt: Date | null = null;
    if (viewer.sessionId) {
      const session = await prisma().session.findUnique({
        where: { id: viewer.sessionId },
        select: { expiresAt: true, userId: true },
      });
      if (!session || session.userId !== viewer.userId) this.end('SESSION_ENDED');
      else if (viewer.holds && !(await viewer.holds())) this.end('SESSION_ENDED');
      expiresAt = session?.expiresAt ?? null;
    } else if (viewer.tokenId) {
      const token = await prisma().apiToken.findUnique({
        where: { id: viewer.tokenId },
        select: { expiresAt: true, revokedAt: true, userId: true },
      });
      if (!token || token.revokedAt || token.userId !== viewer.userId) this.end('TOKEN_REVOKED');
      expiresAt = token?.expiresAt ?? null;
    }
    if (this.#reason !== null) return false;
    if (this.#disposed) return true;
    this.#expiresAt = expiresAt ? expiresAt.getTime() : Number.POSITIVE_INFINITY;
    const left = this.#expiresAt - Date.now();
    if (left <= 0) {
      this.end('EXPIRED');
      return false;
    }
    clearTimeout(this.#timer);
    if (Number.isFinite(left)) {
      // A session's expiry may have slid meanwhile: look again when the timer fires.
      // If the row cannot be read then, the access is taken as ended (fail closed).
      const look = () => this.#check().catch(() => this.end('EXPIRED'));
      this.#timer = setTimeout(look, Math.min(left, MAX_TIMER_MS));
      this.#timer.unref?.();
    }
    return true;
  }

  /** Registers the watch, then reads the access once (closing the gap since it was checked). */
  async start(onDispose: () => void): Promise<this> {
    this.#onDispose = onDispose;
    try {
      await this.#check();
    } catch (error) {
      this.dispose();
      throw error;
    }
    return this;
  }
}

/**
 * A stream that waits for the watch to end, yields what `last` makes of the reason (nothing
 * when it gives null), and ends: for a subscription that tells of the end itself.
 */
export function endingWith<T>(
  watch: AccessWatch,
  last: (reason: AccessEnd) => T | null,
): AsyncIterableIterator<T> {
  watch.handOver();
  let finished = false;
  const done = { value: undefined, done: true } as const;
  let stopped: () => void = () => {};
  const stop = new Promise<typeof done>((resolve) => {
    stopped = () => resolve(done);
  });
  const close = async () => {
    finished = true;
    watch.dispose();
    stopped();
    return done;
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      if (finished) return done;
      const reason = await Promise.race([watch.ended, stop]);
      if (finished || typeof reason !== 'string') return done;
      finished = true;
      const value = last(reason);
      return value === null ? done : { value, done: false };
    },
    return: close,
    async throw(error: unknown) {
      await close();
      throw error;
    },
  };
}

interface UserWatches {
  watches: Set<AccessWatch>;
  stop: () => void;
}

/** Per bus: one bus subscription per user with open subscriptions, shared by all of them. */
const registries = new WeakMap<EventBus, Map<string, UserWatches>>();

function listen(bus: EventBus, userId: string, registry: Map<string, UserWatches>): UserWatches {
  const iterator = bus.subscribe('access', userId)[Symbol.asyncIterator]();
  const entry: UserWatches = { watches: new Set(), stop: () => void iterator.return?.() };
  registry.set(userId, entry);
  void (async () => {
    for (;;) {
      const step = await iterator.next();
      if (step.done) return;
      for (const watch of [...entry.watches]) watch.notice(step.value);
    }
  })();
  return entry;
}

/** Watches the viewer's session or token for one open subscription. */
export async function watchAccess(
  bus: EventBus,
  viewer: WatchedViewer | null,
): Promise<AccessWatch> {
  const watch = new AccessWatch(viewer);
  if (!viewer) return watch;
  let registry = registries.get(bus);
  if (!registry) {
    registry = new Map();
    registries.set(bus, registry);
  }
  const entry = registry.get(viewer.userId) ?? listen(bus, viewer.userId, registry);
  entry.watches.add(watch);
  return watch.start(() => {
    entry.watches.delete(watch);
    if (entry.watches.size === 0 && registry.get(viewer.userId) === entry) {
      registry.delete(viewer.userId);
      entry.stop();
    }
  });
}
