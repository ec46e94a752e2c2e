// Swipe list and search on real PostgreSQL with 100,000 swipes in one team (issue 3's
// targets): statements for the first page of 50 with tags and collections, its server time
// against one hand-written SQL query for the same rows, and full-text search p95.
// Needs DATABASE_URL (a server where it may create a scratch database).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createSession } from '../src/auth/sessions.js';
import { loadConfig } from '../src/config.js';
import { bindPrisma } from '../src/db/client.js';
import { openDatabase } from '../src/db/database.js';
import { createMailer } from '../src/email/mailer.js';
import { createGraphQL } from '../src/graphql/yoga.js';
import { createEventBus } from '../src/realtime/event-bus.js';
import { PresenceHub } from '../src/realtime/presence.js';
import { enterScriptScope } from '../src/server-scope.js';
import { serviceDeps } from '../src/services/deps.js';
import { createStorage } from '../src/storage/storage.js';
import { percentile, seedTeamSwipes } from './bench-kit.js';
import { scratchDatabase } from './scratch-database.js';

const SWIPES = Number(process.env.BENCH_SWIPES ?? 100_000);
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl)
  throw new Error('Set DATABASE_URL to a PostgreSQL server (npm run bench starts one).');

const database = await scratchDatabase(adminUrl);

async function time(fn: () => Promise<unknown>, runs: number) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return samples;
}

// Closed in the end, whether the bench finished or not, before the database is dropped.
const closers: (() => Promise<unknown>)[] = [];
try {
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'swipestack-bench-')),
      // One session runs every measured request: no per-session budget (docs/auth.md).
      GRAPHQL_SESSION_BUDGET: '0',
    }),
    DATABASE_URL: database.url,
  };
  let statements: string[] = [];
  let statementTimer: ((durationMs: number) => void) | undefined;
  const db = await openDatabase(config, {
    onQuery: (sql, durationMs) => {
      statements.push(sql);
      statementTimer?.(durationMs);
    },
  });
  closers.push(() => db.close());
  enterScriptScope();
  bindPrisma(db.prisma);

  // Seed: one team, 100,000 swipes with words to search, 20 tags, 5 collections.
  const seedStart = performance.now();
  const user = await db.prisma.user.create({
    data: {
      email: 'bench@example.com',
      name: 'Bench',
      passwordHash: 'x',
      memberships: { create: { role: 'OWNER', team: { create: { name: 'Bench', type: 'TEAM' } } } },
    },
    include: { memberships: true },
  });
  const teamId = user.memberships[0]?.teamId ?? '';
  await db.prisma.subscription.create({ data: { teamId, status: 'ACTIVE', type: 'team' } });
  const raw = new pg.Client({ connectionString: database.url });
  await raw.connect();
  closers.push(() => raw.end());
  await seedTeamSwipes(raw, teamId, SWIPES);
  const seedMs = performance.now() - seedStart;

  const session = await createSession(user.id, { ttlSeconds: 3600, maxAgeSeconds: 3600 }, {});
  const pubsub = createEventBus(config);
  closers.push(() => pubsub.close());
  const { yoga } = createGraphQL(
    {
      config: { ...config, NODE_ENV: 'development' },
      pubsub,
      presence: new PresenceHub(pubsub, 60_000),
      deps: serviceDeps(
        config,
        await createStorage(config),
        createMailer(config, () => {}),
      ),
    },
    [],
  );
  closers.push(async () => yoga.dispose());
  const globalTeamId = Buffer.from(`Team:${teamId}`).toString('base64');
  const graphql = async (query: string, variables: object) => {
    const response = await yoga.fetch('http://bench/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `swipestack_session=${session.token}`,
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
  };
  const PAGE = `query($id: ID!, $search: String) { node(id: $id) { ... on Team {
    swipes(first: 50, filter: {search: $search}) { edges { cursor node { id title kind source thumbnailUrl tags { id title } collections { id name } } } pageInfo { hasNextPage endCursor } }
  } } }`;

  // Warm the JIT and the caches first: the figures describe a running server.
  for (let i = 0; i < 100; i++) await graphql(PAGE, { id: globalTeamId });
  statements = [];
  await graphql(PAGE, { id: globalTeamId });
  const pageStatements = statements.length;
  const RUNS = 300;
  // Durations of each of the page's statements, in the order the page issues them.
  const perStatement: number[][] = Array.from({ length: pageStatements }, () => []);
  let index = 0;
  statementTimer = (durationMs) => {
    perStatement[index++ % pageStatements]?.push(durationMs);
  };
  const graphqlTimes = await time(() => graphql(PAGE, { id: globalTeamId }), RUNS);
  statementTimer = undefined;
  const statementMs = (i: number) => percentile(perStatement[i] ?? [], 50);
  const rowsMs = statementMs(pageStatements - 1);
  let authMs = 0;
  for (let i = 0; i < pageStatements - 1; i++) authMs += statementMs(i);
  const handSql = `SELECT s.id, s.title, s.kind, s.source, s.media,
      (SELECT json_agg(json_build_object('id', t.id, 'title', t.title) ORDER BY t.title) FROM swipe_tag st JOIN tag t ON t.id = st.tag_id WHERE st.swipe_id = s.id) AS tags,
      (SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.name) FROM swipe_collection sc JOIN collection c ON c.id = sc.collection_id WHERE sc.swipe_id = s.id) AS collections
    FROM swipe s WHERE s.team_id = $1 ORDER BY s.id DESC LIMIT 51`;
  await time(() => raw.query(handSql, [teamId]), 100);
  const sqlTimes = await time(() => raw.query(handSql, [teamId]), RUNS);
  const searches = [
    'launch',
    'pric',
    'cart welc',
    'holiday disc',
    'founder',
    'webin',
    'survey teas',
    'lorem',
    // Names of tags and collections are searched too.
    'tag 7',
    'collection 3',
  ];
  const searchTimes = await time(
    () =>
      graphql(PAGE, {
        id: globalTeamId,
        search: searches[Math.floor(Math.random() * searches.length)],
      }),
    200,
  );

  const sqlP50 = percentile(sqlTimes, 50);
  const rows = [
    ['swipes seeded', SWIPES.toLocaleString('en'), `${(seedMs / 1000).toFixed(1)} s`],
    [
      'first page of 50: SQL statements (target ≤ 4)',
      String(pageStatements),
      'session, team, swipes with tags and collections',
    ],
    ['one hand-written SQL query for the same rows, p50', `${sqlP50.toFixed(2)} ms`, 'pg, no ORM'],
    [
      "the page's rows statement through Prisma, p50",
      `${rowsMs.toFixed(2)} ms`,
      `${(rowsMs / sqlP50).toFixed(2)}× the hand-written query (target ≤ 1.5)`,
    ],
    [
      'session + team statements, p50',
      `${authMs.toFixed(2)} ms`,
      'authentication and authorization',
    ],
    [
      'whole GraphQL request, p50',
      `${percentile(graphqlTimes, 50).toFixed(2)} ms`,
      `${(percentile(graphqlTimes, 50) / sqlP50).toFixed(2)}× the hand-written query; p95 ${percentile(graphqlTimes, 95).toFixed(2)} ms`,
    ],
    [
      'full-text search via GraphQL, p95 (target < 50 ms)',
      `${percentile(searchTimes, 95).toFixed(1)} ms`,
      `p50 ${percentile(searchTimes, 50).toFixed(1)} ms, ${searchTimes.length} searches`,
    ],
  ];
  console.table(rows.map(([measure, value, note]) => ({ measure, value, note })));
} finally {
  for (const close of closers.reverse()) await close();
  await database.drop();
}
process.exit(0);
