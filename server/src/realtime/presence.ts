import { randomUUID } from 'node:crypto';
import type { PresenceEntry, PresenceMessage } from './channels.js';
import type { EventBus } from './event-bus.js';

// Presence (docs/collaboration.md): who has a team open, and which swipe each is looking at.
// Each open tab holds one `teamPresence` subscription; while it lasts, the tab is an entry of
// this instance. Instances tell each other their entries of a team over the event bus (Redis
// between instances): at once when they change, and every heartbeat, so an instance that died
// drops out after a few missed beats. A closed tab or a dropped socket ends its subscription and
// with it its entry (the WebSocket server pings to find dropped sockets: http/app.ts).

/** One member as the team sees them: present in one or more tabs, viewing these swipes. */
export interface PresentMember {
  userId: string;
  name: string;
  swipeIds: string[];
}

interface Tab {
  entry: PresenceEntry;
  /** Ends the tab's subscription: its member left the team, or the team is gone. */
  end: () => void;
}

interface TeamState {
  tabs: Map<symbol, Tab>;
  /** members() until the next change. */
  snapshot: PresentMember[] | null;
  remote: Map<string, { entries: PresenceEntry[]; seenAt: number }>;
  watchers: Set<() => void>;
  feeds: AsyncIterator<unknown>[];
}

export class PresenceHub {
  readonly instanceId = randomUUID();
  readonly #teams = new Map<string, TeamState>();
  readonly #dirty = new Set<string>();
  #flush: ReturnType<typeof setTimeout> | undefined;
  readonly #beat: ReturnType<typeof setInterval>;

  constructor(
    private readonly bus: EventBus,
    private readonly heartbeatMs: number,
  ) {
    this.#beat = setInterval(() => this.#heartbeat(), heartbeatMs);
    this.#beat.unref();
  }

  /**
   * Adds a tab to the team; the function it answers removes it. `end` is called if its member
   * leaves the team or the team is deleted (the hub hears the team's events once for all tabs).
   */
  join(teamId: string, entry: PresenceEntry, end: () => void): () => void {
    const team = this.#team(teamId);
    const key = Symbol(entry.userId);
    team.tabs.set(key, { entry, end });
    this.#changed(teamId);
    return () => {
      if (team.tabs.delete(key)) this.#changed(teamId);
    };
  }

  /** Calls `onChange` after every change of the team's presence; answers the unsubscribe. */
  watch(teamId: string, onChange: () => void): () => void {
    const team = this.#team(teamId);
    team.watchers.add(onChange);
    return () => {
      team.watchers.delete(onChange);
      this.#release(teamId);
    };
  }

  /** The members present in the team (on any instance), in the order they arrived. */
  members(teamId: string): PresentMember[] {
    const team = this.#teams.get(teamId);
    if (!team) return [];
    if (team.snapshot) return team.snapshot;
    const byUser = new Map<string, PresentMember>();
    const add = (entry: PresenceEntry) => {
      const member = byUser.get(entry.userId) ?? {
        userId: entry.userId,
        name: entry.name,
        swipeIds: [],
      };
      if (entry.swipeId && !member.swipeIds.includes(entry.swipeId))
        member.swipeIds.push(entry.swipeId);
      byUser.set(entry.userId, member);
    };
    for (const { entry } of team.tabs.values()) add(entry);
    for (const { entries } of team.remote.values()) for (const entry of entries) add(entry);
    team.snapshot = [...byUser.values()];
    return team.snapshot;
  }

  /** Tells the other instances this one's tabs are gone, and stops. */
  async close() {
    clearInterval(this.#beat);
    clearTimeout(this.#flush);
    for (const [teamId, team] of this.#teams) {
      if (team.tabs.size) this.#publish(teamId, []);
      for (const feed of team.feeds) await feed.return?.();
    }
    this.#teams.clear();
  }

  #team(teamId: string): TeamState {
    let team = this.#teams.get(teamId);
    if (!team) {
      team = {
        tabs: new Map(),
        snapshot: null,
        remote: new Map(),
        watchers: new Set(),
        feeds: [],
      };
      this.#teams.set(teamId, team);
      this.#listen(teamId, team);
    }
    return team;
  }

  #listen(teamId: string, team: TeamState) {
    const presence = this.bus.subscribe('presence', teamId)[Symbol.asyncIterator]();
    const events = this.bus.subscribe('team', teamId)[Symbol.asyncIterator]();
    team.feeds = [presence, events];
    each(presence, (message) => {
      if (message.instanceId === this.instanceId) return;
      if (message.entries.length)
        team.remote.set(message.instanceId, { entries: message.entries, seenAt: Date.now() });
      else team.remote.delete(message.instanceId);
      if (message.hello && team.tabs.size) this.#publish(teamId, this.#entries(team));
      this.#notify(team);
    });
    // A member who leaves or is removed stops being present at once, on every instance.
    each(events, (event) => {
      for (const tab of [...team.tabs.values()])
        if (
          event.kind === 'TEAM_DELETED' ||
          (event.kind === 'MEMBER_LEFT' && event.userId === tab.entry.userId)
        )
          tab.end();
    });
    // Asks the others for their entries (the subscription listens from its first next()).
    queueMicrotask(() => this.#publish(teamId, this.#entries(team), true));
  }

  #entries(team: TeamState) {
    return [...team.tabs.values()].map((tab) => tab.entry);
  }

  #publish(teamId: string, entries: PresenceEntry[], hello = false) {
    const message: PresenceMessage = { instanceId: this.instanceId, entries };
    if (hello) message.hello = true;
    this.bus.publish('presence', teamId, message);
  }

  #notify(team: TeamState) {
    team.snapshot = null;
    for (const watcher of team.watchers) watcher();
  }

  // A tab that subscribes again (to show another swipe) leaves and joins within a moment, and a
  // team's many tabs open at once after a deploy: the changes of 50 ms go out as one.
  #changed(teamId: string) {
    this.#dirty.add(teamId);
    this.#flush ??= setTimeout(() => {
      this.#flush = undefined;
      const ids = [...this.#dirty];
      this.#dirty.clear();
      for (const id of ids) {
        const team = this.#teams.get(id);
        if (!team) continue;
        this.#publish(id, this.#entries(team));
        this.#notify(team);
        this.#release(id);
      }
    }, 50);
  }

  /** Forgets a team nobody on this instance has open or watches. */
  #release(teamId: string) {
    const team = this.#teams.get(teamId);
    if (!team || team.tabs.size || team.watchers.size || this.#dirty.has(teamId)) return;
    this.#teams.delete(teamId);
    for (const feed of team.feeds) void feed.return?.();
  }

  #heartbeat() {
    const stale = Date.now() - 3 * this.heartbeatMs;
    for (const [teamId, team] of this.#teams) {
      if (team.tabs.size) this.#publish(teamId, this.#entries(team));
      let dropped = false;
      for (const [instance, { seenAt }] of team.remote)
        if (seenAt < stale) dropped = team.remote.delete(instance) || dropped;
      if (dropped) this.#notify(team);
    }
  }
}

/** Calls `handle` with each value of `source` until it ends. */
function each<T>(source: AsyncIterator<T>, handle: (value: T) => void) {
  void (async () => {
    for (;;) {
      const step = await source.next().catch(() => ({ done: true, value: undefined }) as const);
      if (step.done) return;
      handle(step.value);
    }
  })();
}

/**
 * One tab's presence in a team: opened (listening to the team) before its member's access is
 * checked, so a removal in between is not missed; then `start` makes the tab present and
 * answers the team's present members now and after every change, until the tab goes (the
 * subscription ends) or its member leaves the team.
 */
export function openPresence(hub: PresenceHub, teamId: string) {
  let changed = true;
  let done = false;
  let wake: () => void = () => {};
  let leave: () => void = () => {};
  const unwatch = hub.watch(teamId, () => {
    changed = true;
    wake();
  });
  const finish = () => {
    if (done) return;
    done = true;
    leave();
    unwatch();
    wake();
  };
  return {
    close: finish,
    start(entry: PresenceEntry): AsyncIterableIterator<PresentMember[]> {
      leave = hub.join(teamId, entry, finish);
      return {
        [Symbol.asyncIterator]() {
          return this;
        },
        async next() {
          while (!done && !changed) await new Promise<void>((resolve) => (wake = resolve));
          if (done) return { value: undefined, done: true };
          changed = false;
          return { value: hub.members(teamId), done: false };
        },
        async return() {
          finish();
          return { value: undefined, done: true };
        },
        async throw(error: unknown) {
          finish();
          throw error;
        },
      };
    },
  };
}
