// `npm test`: static checks, then every suite — server integration (PGlite and real
// PostgreSQL), Redis event bus, shared (common), web and extension units, and the Playwright
// e2e suite in the system Chromium (its global setup builds the extension it loads).
import path from 'node:path';
import { buildServer } from './build-server.mjs';
import { buildWeb, ensureSystemPackages, generatePrismaClient, root, run } from './lib.mjs';
import { freePort, startPostgres, startRedis } from './test-services.mjs';

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const started = [];
const steps = [];

async function step(name, fn) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  try {
    await fn();
    steps.push([name, 'passed', Date.now() - t0]);
  } catch (error) {
    steps.push([name, 'failed', Date.now() - t0]);
    throw error;
  }
}

let failed = false;
try {
  const { postgresBin } = ensureSystemPackages();
  await generatePrismaClient();

  const env = { ...process.env };
  if (!env.DATABASE_URL) {
    const pg = await startPostgres(postgresBin);
    started.push(pg);
    env.DATABASE_URL = pg.url;
  }
  if (!env.REDIS_URL) {
    const redis = await startRedis();
    started.push(redis);
    env.REDIS_URL = redis.url;
  }

  await step('schema.graphql is printed from the Pothos schema', () =>
    run(bin('tsx'), ['server/scripts/print-schema.ts', '--check']),
  );
  await step('Relay artifacts and persisted queries are current', () =>
    run(process.execPath, ['scripts/check-relay.mjs']),
  );
  // Relay's unused-fields rule (eslint.config.js): every selected field is read by its module.
  await step('Every field a GraphQL document selects is read (relay/unused-fields)', () =>
    run(bin('eslint'), ['web/src', 'extension/src']),
  );
  await step('Migrations cover prisma/schema.prisma', () =>
    run(bin('tsx'), ['server/scripts/db.ts', 'check']),
  );
  await step('Lint and format (biome)', () => run(bin('biome'), ['check', '.']));
  await step('No unused files, exports or dependencies (knip)', () =>
    run(bin('knip'), ['--no-progress']),
  );
  // Fails on an import cycle or an import up the server's layers; prints duplication and
  // component sizes beside their targets (`npm run structure -- --strict` fails on those too).
  await step('No import cycles or imports up the layers; duplication and component sizes', () =>
    run(process.execPath, ['scripts/structure.mjs']),
  );
  for (const workspace of ['common', 'server', 'web', 'extension', 'e2e']) {
    await step(`Type check ${workspace}`, () => run(bin('tsc'), ['-p', workspace]));
  }
  // What `npm start` builds, built once here: the process tests and e2e start it.
  await Promise.all([buildWeb(), buildServer()]);
  await step('Server tests (PGlite, PostgreSQL, Redis)', () =>
    run(bin('vitest'), ['run'], { cwd: path.join(root, 'server'), env }),
  );
  await step('Shared rules unit tests (common)', () =>
    run(bin('vitest'), ['run'], { cwd: path.join(root, 'common'), env }),
  );
  await step('Web unit tests', () =>
    run(bin('vitest'), ['run'], { cwd: path.join(root, 'web'), env }),
  );
  await step('Extension unit tests', () =>
    run(bin('vitest'), ['run'], { cwd: path.join(root, 'extension'), env }),
  );
  // A free port, so a server left running elsewhere on the machine cannot get in the way.
  const e2eEnv = {
    ...env,
    E2E_PORT: String(await freePort()),
    E2E_SMTP_PORT: String(await freePort()),
    E2E_META_PAGE_PORT: String(await freePort()),
  };
  await step('End-to-end tests (Playwright, system Chromium)', () =>
    run(bin('playwright'), ['test'], { cwd: path.join(root, 'e2e'), env: e2eEnv }),
  );
} catch (error) {
  failed = true;
  console.error(`\n${error instanceof Error ? error.message : error}`);
} finally {
  for (const service of started.reverse()) await service.stop();
}

console.log('\nSummary');
for (const [name, result, ms] of steps)
  console.log(`  ${result === 'passed' ? '✓' : '✗'} ${name} (${(ms / 1000).toFixed(1)} s)`);
const passed = steps.filter((s) => s[1] === 'passed').length;
console.log(`Steps: ${passed} passed, ${steps.length - passed} failed`);
process.exit(failed ? 1 : 0);
