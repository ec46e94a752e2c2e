import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestClient, type TestServer, uniqueEmail } from './harness.js';

// Access is checked for every delivered event and ends at once (docs/auth.md, "Open
// subscriptions"): after a sign-out, a session revoked elsewhere, a token revoked, a session or
// token expired, a removal, leaving, or a role change, open subscriptions complete within a
// second, over graphql-ws and over SSE alike, and nothing published afterwards reaches them.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const TEAM_EVENTS = `subscription($teamId: ID!) { teamEvents(teamId: $teamId) {
  kind team { name } swipe { title } member { role } invite { email }
} }`;

type Credentials = { cookie: string } | { token: string };
type Transport = 'graphql-ws' | 'sse';

function headersOf(credentials: Credentials): Record<string, string> {
  return 'cookie' in credentials
    ? { cookie: credentials.cookie }
    : { authorization: `Bearer ${credentials.token}` };
}

interface Feed {
  events: any[];
  errors: unknown[];
  /** When the stream completed (ms since the epoch). */
  completedAt: number | undefined;
  close: () => Promise<unknown>;
}

const completed = (feed: Feed) => feed.completedAt !== undefined;

function newFeed(): Feed {
  return { events: [], errors: [], completedAt: undefined, close: async () => {} };
}

function push(feed: Feed, value: { data?: any; errors?: unknown }) {
  if (value.errors) feed.errors.push(value.errors);
  else feed.events.push(value.data);
}

function subscribeWs(credentials: Credentials, query: string, variables: object): Feed {
  const feed = newFeed();
  const ws = createClient({
    url: `${server.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: headersOf(credentials) });
      }
    },
    retryAttempts: 0,
  });
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
function subscribeSse(credentials: Credentials, query: string, variables: object): Feed {
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

function subscribe(transport: Transport, credentials: Credentials, query: string, variables = {}) {
  return transport === 'sse'
    ? subscribeSse(credentials, query, variables)
    : subscribeWs(credentials, query, variables);
}

/** Polls `check` until it holds, failing after `ms`. */
async function until(check: () => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function newUser() {
  const client = server.client();
  const email = uniqueEmail();
  await client.signUp({ email });
  return { client, email };
}

const rename = (client: TestClient, teamId: string, name: string) =>
  client.gql('mutation($input: UpdateTeamInput!) { updateTeam(input: $input) { team { id } } }', {
    input: { id: teamId, name },
  });

/** An owner's team with `member` in it as an editor. */
async function teamWith(member: { client: TestClient; email: string }) {
  const owner = await newUser();
  const teamId = (
    await owner.client.gql('mutation { createTeam(input: {name: "Live access"}) { team { id } } }')
  ).data.createTeam.team.id as string;
  const invite = await owner.client.gql(
    'mutation($input: InviteMemberInput!) { inviteMember(input: $input) { invite { id } } }',
    { input: { teamId, email: member.email, role: 'EDITOR' } },
  );
  await member.client.gql(
    'mutation($input: AcceptInviteInput!) { acceptInvite(input: $input) { team { id } } }',
    { input: { inviteId: invite.data.inviteMember.invite.id } },
  );
  const members = await owner.client.gql(
    'query($id: ID!) { node(id: $id) { ... on Team { members { id email } } } }',
    { id: teamId },
  );
  const memberId = members.data.node.members.find(
    (m: { email: string }) => m.email === member.email,
  ).id as string;
  return { owner, teamId, memberId };
}

let probes = 0;
/** Renames the team until every feed has seen it: they are all live from here on. */
async function live(owner: TestClient, teamId: string, feeds: Feed[]) {
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
 * After `change`: `subject` completes within a second, and a change made afterwards reaches a
 * bystander (the owner) but never `subject`.
 */
async function endsAfter(
  change: () => Promise<unknown>,
  subject: Feed,
  control: Feed,
  owner: TestClient,
  teamId: string,
) {
  expect(completed(subject)).toBe(false);
  await change();
  const changedAt = Date.now();
  await rename(owner, teamId, 'After the change');
  await until(
    () => control.events.some((e) => e.teamEvents?.team?.name === 'After the change'),
    5000,
    'the bystander sees the later change',
  );
  await until(() => completed(subject), 1000, 'the subscription completes');
  expect((subject.completedAt ?? Number.POSITIVE_INFINITY) - changedAt).toBeLessThan(1000);
  expect(subject.events.map((e) => e.teamEvents?.team?.name)).not.toContain('After the change');
  expect(subject.errors).toEqual([]);
}

describe.each(['graphql-ws', 'sse'] as const)('over %s', (transport) => {
  it('signing out ends the session’s subscriptions, telling sessionEvents first', async () => {
    const member = await newUser();
    const { owner, teamId } = await teamWith(member);
    const credentials = { cookie: member.client.cookieHeader() };
    const subject = subscribe(transport, credentials, TEAM_EVENTS, { teamId });
    const sessionFeed = subscribe(
      transport,
      credentials,
      'subscription { sessionEvents { kind } }',
    );
    const control = subscribeWs({ cookie: owner.client.cookieHeader() }, TEAM_EVENTS, { teamId });
    await live(owner.client, teamId, [subject, control]);

    await endsAfter(
      () => member.client.gql('mutation { signOut { ok } }'),
      subject,
      control,
      owner.client,
      teamId,
    );
    await until(() => completed(sessionFeed), 1000, 'sessionEvents completes');
    expect(sessionFeed.events).toEqual([{ sessionEvents: { kind: 'SIGNED_OUT' } }]);
    await Promise.all([subject.close(), sessionFeed.close(), control.close()]);
  });

  it('revoking the session from another browser ends its subscriptions', async () => {
    const member = await newUser();
    const { owner, teamId } = await teamWith(member);
    const subject = subscribe(transport, { cookie: member.client.cookieHeader() }, TEAM_EVENTS, {
      teamId,
    });
    const control = subscribeWs({ cookie: owner.client.cookieHeader() }, TEAM_EVENTS, { teamId });
    await live(owner.client, teamId, [subject, control]);

    const other = server.client();
    await other.signIn(member.email);
    const sessions = await other.gql('{ viewer { sessions { id current } } }');
    const first = sessions.data.viewer.sessions.find((s: { current: boolean }) => !s.current).id;
    await endsAfter(
      () => other.gql('mutation($id: ID!) { revokeSession(id: $id) { deletedId } }', { id: first }),
      subject,
      control,
      owner.client,
      teamId,
    );
    await Promise.all([subject.close(), control.close()]);
  });

  it('revoking a personal token ends the subscriptions it opened', async () => {
    const member = await newUser();
    const { owner, teamId } = await teamWith(member);
    const created = await member.client.gql(
      'mutation { createApiToken(input: {name: "Live"}) { token apiToken { id } } }',
    );
    const { token, apiToken } = created.data.createApiToken;
    const subject = subscribe(transport, { token }, TEAM_EVENTS, { teamId });
    const control = subscribeWs({ cookie: owner.client.cookieHeader() }, TEAM_EVENTS, { teamId });
    await live(owner.client, teamId, [subject, control]);

    await endsAfter(
      () =>
        member.client.gql('mutation($id: ID!) { revokeApiToken(id: $id) { deletedId } }', {
          id: apiToken.id,
        }),
      subject,
      control,
      owner.client,
      teamId,
    );
    await Promise.all([subject.close(), control.close()]);
  });

  it('an expiring personal token ends its subscriptions when it expires', async () => {
    const member = await newUser();
    const { owner, teamId } = await teamWith(member);
    const created = await member.client.gql(
      'mutation { createApiToken(input: {name: "Short"}) { token } }',
    );
    const token = created.data.createApiToken.token as string;
    const expiresAt = new Date(Date.now() + 5000);
    await server.db.prisma.apiToken.update({
      where: { id: token.split('.')[0] },
      data: { expiresAt },
    });
    const subject = subscribe(transport, { token }, TEAM_EVENTS, { teamId });
    const control = subscribeWs({ cookie: owner.client.cookieHeader() }, TEAM_EVENTS, { teamId });
    await live(owner.client, teamId, [subject, control]);

    await until(() => completed(subject), expiresAt.getTime() - Date.now() + 1000, 'it ends');
    expect(subject.completedAt).toBeGreaterThanOrEqual(expiresAt.getTime());
    expect(subject.completedAt).toBeLessThan(expiresAt.getTime() + 1000);
    await rename(owner.client, teamId, 'After the change');
    await until(
      () => control.events.some((e) => e.teamEvents?.team?.name === 'After the change'),
      5000,
      'the bystander sees the later change',
    );
    expect(subject.events.map((e) => e.teamEvents?.team?.name)).not.toContain('After the change');
    await Promise.all([subject.close(), control.close()]);
  });

  it('removal from the team ends its subscription after MEMBER_LEFT', async () => {
    const member = await newUser();
    const { owner, teamId, memberId } = await teamWith(member);
    const subject = subscribe(transport, { cookie: member.client.cookieHeader() }, TEAM_EVENTS, {
      teamId,
    });
    const control = subscribeWs({ cookie: owner.client.cookieHeader() }, TEAM_EVENTS, { teamId });
    await live(owner.client, teamId, [subject, control]);

    await endsAfter(
      () =>
        owner.client.gql('mutation($id: ID!) { removeMember(memberId: $id) { deletedId } }', {
          id: memberId,
        }),
      subject,
      control,
      owner.client,
      teamId,
    );
    expect(subject.events.at(-1).teamEvents.kind).toBe('MEMBER_LEFT');
    await Promise.all([subject.close(), control.close()]);
  });

  it('leaving the team ends its subscription', async () => {
    const member = await newUser();
    const { owner, teamId } = await teamWith(member);
    const subject = subscribe(transport, { cookie: member.client.cookieHeader() }, TEAM_EVENTS, {
      teamId,
    });
    const control = subscribeWs({ cookie: owner.client.cookieHeader() }, TEAM_EVENTS, { teamId });
    await live(owner.client, teamId, [subject, control]);

    await endsAfter(
      () =>
        member.client.gql('mutation($id: ID!) { leaveTeam(teamId: $id) { deletedId } }', {
          id: teamId,
        }),
      subject,
      control,
      owner.client,
      teamId,
    );
    await Promise.all([subject.close(), control.close()]);
  });

  it('a role change ends the subscription after MEMBER_UPDATED; a new one has the new role', async () => {
    const member = await newUser();
    const { owner, teamId, memberId } = await teamWith(member);
    const credentials = { cookie: member.client.cookieHeader() };
    const subject = subscribe(transport, credentials, TEAM_EVENTS, { teamId });
    const control = subscribeWs({ cookie: owner.client.cookieHeader() }, TEAM_EVENTS, { teamId });
    await live(owner.client, teamId, [subject, control]);

    await endsAfter(
      () =>
        owner.client.gql(
          'mutation($id: ID!) { changeMemberRole(memberId: $id, role: VIEWER) { member { id } } }',
          { id: memberId },
        ),
      subject,
      control,
      owner.client,
      teamId,
    );
    expect(subject.events.at(-1).teamEvents).toMatchObject({
      kind: 'MEMBER_UPDATED',
      member: { role: 'VIEWER' },
    });
    // Subscribing again goes on, as a viewer.
    const again = subscribe(transport, credentials, TEAM_EVENTS, { teamId });
    await live(owner.client, teamId, [again]);
    expect(again.errors).toEqual([]);
    await Promise.all([subject.close(), again.close(), control.close()]);
  });
});

describe('an expiring session', () => {
  let short: TestServer;
  beforeAll(async () => {
    short = await startTestServer({ SESSION_TTL_SECONDS: '12' });
  });
  afterAll(() => short.close());

  it.each(['graphql-ws', 'sse'] as const)(
    'ends its subscriptions over %s when it expires, telling sessionEvents',
    async (transport) => {
      const previous = server;
      server = short;
      try {
        const member = await newUser();
        const { owner, teamId } = await teamWith(member);
        // A fresh session, used by nothing but the subscriptions (so its expiry does not slide).
        const fresh = server.client();
        await fresh.signIn(member.email);
        const credentials = { cookie: fresh.cookieHeader() };
        const subject = subscribe(transport, credentials, TEAM_EVENTS, { teamId });
        const sessionFeed = subscribe(
          transport,
          credentials,
          'subscription { sessionEvents { kind } }',
        );
        await live(owner.client, teamId, [subject]);
        const sessionId = fresh.cookieHeader().match(/=([a-z2-9]{24})\./)?.[1];
        const row = await server.db.prisma.session.findUniqueOrThrow({ where: { id: sessionId } });
        const expiresAt = row.expiresAt.getTime();

        await until(() => completed(subject), expiresAt - Date.now() + 1000, 'it ends');
        expect(subject.completedAt).toBeGreaterThanOrEqual(expiresAt);
        expect(subject.completedAt).toBeLessThan(expiresAt + 1000);
        await until(() => completed(sessionFeed), 1000, 'sessionEvents completes');
        expect(sessionFeed.events).toEqual([{ sessionEvents: { kind: 'SIGNED_OUT' } }]);
        await Promise.all([subject.close(), sessionFeed.close()]);
      } finally {
        server = previous;
      }
    },
  );
});

it('a socket whose token no longer holds is closed with 4401 at its next subscribe', async () => {
  const member = await newUser();
  const created = await member.client.gql(
    'mutation { createApiToken(input: {name: "Socket"}) { token apiToken { id } } }',
  );
  const { token, apiToken } = created.data.createApiToken;
  await member.client.gql('mutation($id: ID!) { revokeApiToken(id: $id) { deletedId } }', {
    id: apiToken.id,
  });
  const ws = createClient({
    url: `${server.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { authorization: `Bearer ${token}` } });
      }
    },
    retryAttempts: 0,
  });
  const outcome = await new Promise<unknown>((resolve) => {
    ws.subscribe(
      { query: 'subscription { viewerEvents { kind } }' },
      { next: resolve, error: resolve, complete: () => resolve('complete') },
    );
  });
  expect(outcome).toMatchObject({ code: 4401, reason: 'Unauthorized' });
  await ws.dispose();
});
