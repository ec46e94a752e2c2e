import { expect } from 'vitest';
import { bindPrisma, prisma } from '../../src/db/client.js';
import { inSharedReads } from '../../src/db/shared-reads.js';
import type { TestClient, TestServer } from '../harness.js';
import { wsClient } from './subscriptions.js';
import { addMember, createTeam, memberIdOf } from './teams.js';
import { signUp } from './users.js';
import { until } from './wait.js';

// Subscriptions over graphql-ws and SSE as a test sees them, and the steps the live-access
// tests share (live-access.test.ts, live-access-expiry.test.ts).

let server: TestServer;
/** The server the helpers talk to (one per test file). */
export function useServer(testServer: TestServer) {
  server = testServer;
}

export const TEAM_EVENTS = `subscription($teamId: ID!) { teamEvents(teamId: $teamId) {
  kind team { name } swipe { title } member { role } invite { email }
} }`;

export type Credentials = { cookie: string } | { token: string };
export type Transport = 'graphql-ws' | 'sse';

export function headersOf(credentials: Credentials): Record<string, string> {
  return 'cookie' in credentials
    ? { cookie: credentials.cookie }
    : { authorization: `Bearer ${credentials.token}` };
}

export interface Feed {
  events: any[];
  errors: unknown[];
  /** When the stream completed (ms since the epoch). */
  completedAt: number | undefined;
  close: () => Promise<unknown>;
}

export const completed = (feed: Feed) => feed.completedAt !== undefined;

export function newFeed(): Feed {
  return { events: [], errors: [], completedAt: undefined, close: async () => {} };
}

export function push(feed: Feed, value: { data?: any; errors?: unknown }) {
  if (value.errors) feed.errors.push(value.errors);
  else feed.events.push(value.data);
}

export function subscribeWs(credentials: Credentials, query: string, variables: object): Feed {
  const feed = newFeed();
  const ws = wsClient(server.url, headersOf(credentials));
  ws.subscribe(
    { query, variables: variables as Record<string, unknown> },
    {
      next: (value) => push(feed, value),
      error: (error) => feed.errors.push(error),
      complete: () => {
        feed.completedAt ??= Date.now();
      },
    },
  );
  feed.close = async () => ws.dispose();
  return feed;
}

/** Yoga's GraphQL over SSE: one POST whose response is the event stream. */
export function subscribeSse(credentials: Credentials, query: string, variables: object): Feed {
  const feed = newFeed();
  const abort = new AbortController();
  feed.close = async () => abort.abort();
  void (async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        accept: 'text/event-stream',
        'content-type': 'application/json',
        ...headersOf(credentials),
      },
      body: JSON.stringify({ query, variables }),
      signal: abort.signal,
    });
    const reader = response.body?.getReader();
    if (!reader) throw new Error(`no stream (${response.status})`);
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(message)?.[1];
        const data = /^data: (.*)$/m.exec(message)?.[1];
        if (event === 'complete') feed.completedAt ??= Date.now();
        else if (data) push(feed, JSON.parse(data));
      }
    }
    feed.completedAt ??= Date.now();
  })().catch((error: unknown) => {
    if (!abort.signal.aborted) feed.errors.push(error);
  });
  return feed;
}

export function subscribe(
  transport: Transport,
  credentials: Credentials,
  query: string,
  variables = {},
) {
  return transport === 'sse'
    ? subscribeSse(credentials, query, variables)
    : subscribeWs(credentials, query, variables);
}

/** A newly signed-up user of the server set by `useServer`. */
export const newUser = () => signUp(server);

export const rename = (client: TestClient, teamId: string, name: string) =>
  client.gql('mutation($input: UpdateTeamInput!) { updateTeam(input: $input) { team { id } } }', {
    input: { id: teamId, name },
  });

/** An owner's team with `member` in it as an editor. */
export async function teamWith(member: { client: TestClient; email: string }) {
  const owner = await newUser();
  const teamId = await createTeam(owner.client, 'Live access');
  await addMember(owner.client, teamId, member);
  const memberId = await memberIdOf(owner.client, teamId, member.email);
  return { owner, teamId, memberId };
}

let probes = 0;
/** Renames the team until every feed has seen it: they are all live from here on. */
export async function live(owner: TestClient, teamId: string, feeds: Feed[]) {
  for (;;) {
    const name = `Probe ${++probes}`;
    await rename(owner, teamId, name);
    const seen = () => feeds.every((f) => f.events.some((e) => e.teamEvents?.team?.name === name));
    try {
      await until(seen, 1000, 'the probe arrives');
      return;
    } catch (error) {
      if (feeds.some((f) => completed(f) || f.errors.length)) throw error;
    }
  }
}

/**
 * After `change`: `subject` completes within a second, and a change made afterwards (a rename,
 * `afterwards` running once it is made) reaches a bystander (the owner) but never `subject`.
 * That rename is told apart by its kind: an event delivered before it may be read after it,
 * showing the new name (every event carries the team as it is when the event is executed).
 */
export async function endsAfter(
  change: () => Promise<unknown>,
  subject: Feed,
  control: Feed,
  owner: TestClient,
  teamId: string,
  afterwards: () => void = () => {},
) {
  expect(completed(subject)).toBe(false);
  await change();
  const changedAt = Date.now();
  await rename(owner, teamId, 'After the change');
  afterwards();
  await until(
    () => control.events.some((e) => e.teamEvents?.team?.name === 'After the change'),
    5000,
    'the bystander sees the later change',
  );
  await until(() => completed(subject), 1000, 'the subscription completes');
  expect((subject.completedAt ?? Number.POSITIVE_INFINITY) - changedAt).toBeLessThan(1000);
  const renames = subject.events.filter((e) => e.teamEvents?.kind === 'TEAM_UPDATED');
  expect(renames.map((e) => e.teamEvents.team?.name)).not.toContain('After the change');
  expect(subject.errors).toEqual([]);
}

/**
 * Makes the database reads of the live events executed while held (db/shared-reads.ts) wait
 * until `release`: an event delivered before a later change is then read after it.
 */
export function holdEventReads() {
  const client = server.inScope(prisma);
  let held: Promise<void> | null = null;
  let release = () => {};
  const delegates = new Map<string, unknown>();
  const waiting = (delegate: object) =>
    new Proxy(delegate, {
      get(target, operation) {
        const method = Reflect.get(target, operation, target);
        if (typeof method !== 'function') return method;
        return async (...args: unknown[]) => {
          if (held && inSharedReads()) await held;
          return method.apply(target, args);
        };
      },
    });
  const proxy = new Proxy(client, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (typeof key !== 'string' || key.startsWith('$') || key.startsWith('_'))
        return typeof value === 'function' ? value.bind(target) : value;
      if (typeof value !== 'object' || value === null) return value;
      if (!delegates.has(key)) delegates.set(key, waiting(value));
      return delegates.get(key);
    },
  });
  server.inScope(() => bindPrisma(proxy));
  return {
    hold() {
      held ??= new Promise((resolve) => {
        release = resolve;
      });
    },
    release() {
      held = null;
      release();
    },
    /** The server's own client again. */
    restore: () => server.inScope(() => bindPrisma(client)),
  };
}
