// Search at 1,000,000 swipes in one team on real PostgreSQL (issue 17, target 5: p95 ≤ 50 ms).
// Seeds with SQL alone: titles, notes and a few hundred words of page text drawn from a
// vocabulary with a Zipf-like distribution (a few words in nearly every swipe, most in a
// handful), tags and collections with names of their own. Then runs the GraphQL search the
// web app runs (Team.swipes(filter: {search})) for each query shape, with and without
// filters, first page and next page, and prints p50 / p95 per shape beside the target.
// Needs DATABASE_URL (a server where it may create a scratch database). BENCH_SWIPES sets the
// count; BENCH_SEARCH_DATABASE names a database to seed once and keep (reused when seeded).
import { randomBytes } from 'node:crypto';
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
import { percentile } from './bench-kit.js';
import { type SeededTeam, seedSearchTeam } from './search-seed.js';

const SWIPES = Number(process.env.BENCH_SWIPES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const TARGET_P95_MS = 50;
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl)
  throw new Error('Set DATABASE_URL to a PostgreSQL server (npm run bench starts one).');

const kept = process.env.BENCH_SEARCH_DATABASE;
const name = kept ?? `swipestack_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

try {
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'swipestack-bench-')),
      GRAPHQL_SESSION_BUDGET: '0',
    }),
    DATABASE_URL: url.toString(),
  };
  const db = await openDatabase(config);
  enterScriptScope();
  bindPrisma(db.prisma);
  const raw = new pg.Client({ connectionString: url.toString() });
  await raw.connect();
  // Dropping the scratch database ends this connection: not an error of the bench.
  raw.on('error', () => {});

  const seedStart = performance.now();
  const team: SeededTeam = await seedSearchTeam(db.prisma, raw, SWIPES);
  const seedMs = performance.now() - seedStart;

  const session = await createSession(team.userId, { ttlSeconds: 3600, maxAgeSeconds: 3600 }, {});
  const pubsub = createEventBus(config);
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
  const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
  const teamId = globalId('Team', team.teamId);
  // The fields the swipes page shows for a card, and where the search found it.
  const SEARCH = `query($id: ID!, $filter: SwipeFilter, $after: String) { node(id: $id) { ... on Team {
    swipes(first: 24, after: $after, filter: $filter) {
      edges { cursor foundIn node { id title kind source url thumbnailUrl createdAt tags { id title } collections { id name } } }
      pageInfo { hasNextPage endCursor }
    } } } }`;
  type Page = {
    data?: {
      node: { swipes: { edges: unknown[]; pageInfo: { endCursor: string | null } } };
    };
    errors?: unknown;
  };
  const graphql = async (variables: object): Promise<Page> => {
    const response = await yoga.fetch('http://bench/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `swipestack_session=${session.token}`,
      },
      body: JSON.stringify({ query: SEARCH, variables }),
    });
    const body = (await response.json()) as Page;
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body;
  };

  const shapes: [string, string][] = [
    ['rare word', team.words.rare],
    ['common word', team.words.common],
    ['two words', `${team.words.common} ${team.words.middle}`],
    ['prefix', team.words.prefix],
    ['tag name', team.words.tag],
  ];
  const filters: [string, object][] = [
    ['no filter', {}],
    ['kind', { kind: 'EMAIL' }],
    ['tag', { tagId: globalId('Tag', team.filterTagId) }],
    ['last 30 days', { addedFrom: new Date(Date.now() - 30 * 86_400_000).toISOString() }],
  ];
  // Warm the JIT and the caches: the figures describe a running server.
  for (const [, search] of shapes)
    for (const [, filter] of filters) await graphql({ id: teamId, filter: { ...filter, search } });

  // The baseline of the same run: the same page without a search (newest first, keyset).
  const browse: number[] = [];
  for (let run = 0; run < RUNS * 2; run++) {
    const t0 = performance.now();
    await graphql({ id: teamId, filter: {} });
    browse.push(performance.now() - t0);
  }
  const rows: Record<string, string>[] = [];
  const all: number[] = [];
  for (const [shape, search] of shapes) {
    for (const [filterName, filter] of filters) {
      const first: number[] = [];
      const next: number[] = [];
      let hits = 0;
      for (let run = 0; run < RUNS; run++) {
        const variables = { id: teamId, filter: { ...filter, search } };
        let t0 = performance.now();
        const page = await graphql(variables);
        first.push(performance.now() - t0);
        const swipes = page.data?.node.swipes;
        hits = swipes?.edges.length ?? 0;
        const after = swipes?.pageInfo.endCursor;
        if (!after) continue;
        t0 = performance.now();
        await graphql({ ...variables, after });
        next.push(performance.now() - t0);
      }
      all.push(...first, ...next);
      const figure = (values: number[]) =>
        values.length
          ? `p50 ${percentile(values, 50).toFixed(1)} / p95 ${percentile(values, 95).toFixed(1)}`
          : '-';
      rows.push({
        search: `${shape} "${search}"`,
        filter: filterName,
        'first page (ms)': figure(first),
        'next page (ms)': figure(next),
        'first page rows': String(hits),
      });
    }
  }
  console.log(
    `search bench: ${team.swipes.toLocaleString('en')} swipes in one team (seeded in ${(seedMs / 1000).toFixed(0)} s), ${RUNS} runs per shape`,
  );
  console.table(rows);
  const p95 = percentile(all, 95);
  console.log(
    `baseline, the same page without a search: p50 ${percentile(browse, 50).toFixed(1)} ms, p95 ${percentile(browse, 95).toFixed(1)} ms`,
  );
  console.log(
    `search over ${team.swipes.toLocaleString('en')} swipes: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target ≤ ${TARGET_P95_MS} ms) ${p95 <= TARGET_P95_MS ? 'holds' : 'MISSED'}, ${all.length} requests`,
  );
  await raw.end();
  await db.close();
} finally {
  if (!kept) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
process.exit(0);
