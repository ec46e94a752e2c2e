// `npm test`: the builds; then the server suite — integration on real PostgreSQL (PGlite for
// the engine-dependent files), Redis event bus, child processes — with the shared (common), web
// and extension units beside it; then the Playwright e2e suite in the system Chromium (its global
// setup builds the extension it loads). The static checks run throughout on idle CPU only.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildServer, serverEntry } from './build-server.mjs';
import { buildWeb, ensureSystemPackages, generatePrismaClient, root, run } from './lib.mjs';
import { freePort, startPostgres, startRedis } from './test-services.mjs';

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const startedAt = Date.now();
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

/** Runs a command with its output kept, and prints it when the command ends. */
async function quiet(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const code = await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (exitCode, signal) => resolve(exitCode ?? signal));
  });
  return { code, output: Buffer.concat(output).toString(), command: [command, ...args].join(' ') };
}

/**
 * Runs `tasks` ([name, fn] pairs), `width` at a time, each printed as a step when it ends;
 * fails after all have ended if any failed. A task answers what `quiet` answers, or nothing.
 */
async function inParallel(width, tasks) {
  const queue = [...tasks];
  let failure;
  const lane = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) {
      const [name, fn] = task;
      const t0 = Date.now();
      let result;
      let error;
      try {
        result = await fn();
        if (result?.command && result.code !== 0)
          error = new Error(`${result.command} exited with ${result.code}`);
      } catch (thrown) {
        error = thrown;
      }
      console.log(`\n▶ ${name}${result?.output ? `\n${result.output.trimEnd()}` : ''}`);
      steps.push([name, error ? 'failed' : 'passed', Date.now() - t0]);
      if (error) {
        console.error(error instanceof Error ? error.message : error);
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  if (failure) throw failure;
}

let failed = false;
// The static checks' lane: settles to its first failure, or to nothing.
let checksDone = Promise.resolve();
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

  // What `npm start` builds, built once here: the process tests and e2e start it.
  await step('Build the web app and the server', () => Promise.all([buildWeb(), buildServer()]));

  // The server suite keeps the two cores only about three quarters busy: much of its time waits
  // on timers, child servers and Chromium. The static checks fill the rest under SCHED_IDLE
  // (`chrt --idle 0`: they run only on a core nothing else wants, and give it up the moment a
  // test's process wakes), one at a time: beside the server suite, and beside the e2e suite for
  // what is left. The unit tests run beside the server suite at normal priority (their deadlines
  // are for a hang, not for a starved process).
  const lowest = (command, args) => quiet('chrt', ['--idle', '0', command, ...args]);
  const checks = [
    [
      'schema.graphql is printed from the Pothos schema',
      () => lowest(bin('tsx'), ['server/scripts/print-schema.ts', '--check']),
    ],
    [
      'Relay artifacts and persisted queries are current',
      () => lowest(process.execPath, ['scripts/check-relay.mjs']),
    ],
    // Relay's unused-fields rule (eslint.config.js): every selected field is read by its module.
    [
      'Every field a GraphQL document selects is read (relay/unused-fields)',
      () => lowest(bin('eslint'), ['web/src', 'extension/src']),
    ],
    [
      'Migrations cover prisma/schema.prisma',
      () => lowest(bin('tsx'), ['server/scripts/db.ts', 'check']),
    ],
    ['Lint and format (biome)', () => lowest(bin('biome'), ['check', '.'])],
    [
      'No unused files, exports or dependencies (knip)',
      () => lowest(bin('knip'), ['--no-progress']),
    ],
    // Fails on an import cycle or an import up the server's layers; prints duplication and
    // component sizes beside their targets (`npm run structure -- --strict` fails on those too).
    [
      'No import cycles or imports up the layers; duplication and component sizes',
      () => lowest(process.execPath, ['scripts/structure.mjs']),
    ],
    ...['common', 'server', 'web', 'extension', 'e2e'].map((workspace) => [
      `Type check ${workspace}`,
      () => lowest(bin('tsc'), ['-p', workspace]),
    ]),
  ];
  const units = [
    [
      'Shared rules unit tests (common)',
      () => quiet(bin('vitest'), ['run'], { cwd: path.join(root, 'common'), env }),
    ],
    ['Web unit tests', () => quiet(bin('vitest'), ['run'], { cwd: path.join(root, 'web'), env })],
    [
      'Extension unit tests',
      () => quiet(bin('vitest'), ['run'], { cwd: path.join(root, 'extension'), env }),
    ],
  ];
  checksDone = inParallel(1, checks).then(
    () => undefined,
    (error) => error,
  );
  const outcomes = await Promise.allSettled([
    step('Server tests (PostgreSQL; PGlite for the engine-dependent files; Redis)', () =>
      // The process tests start the server just built (test/process/server-process.ts).
      run(bin('vitest'), ['run'], {
        cwd: path.join(root, 'server'),
        env: { ...env, TEST_SERVER_ENTRY: serverEntry },
      }),
    ),
    inParallel(1, units),
  ]);
  const refused = outcomes.find((outcome) => outcome.status === 'rejected');
  if (refused) throw refused.reason;
  // A free port, so a server left running elsewhere on the machine cannot get in the way. The
  // e2e suite runs after the server suite, not beside it: it keeps the two cores busy, and the
  // pair took about as long as one after the other (the static checks may still be running, on
  // idle CPU only).
  const e2eEnv = {
    ...env,
    E2E_PORT: String(await freePort()),
    E2E_SMTP_PORT: String(await freePort()),
    E2E_META_PAGE_PORT: String(await freePort()),
  };
  await step('End-to-end tests (Playwright, system Chromium)', () =>
    run(bin('playwright'), ['test'], { cwd: path.join(root, 'e2e'), env: e2eEnv }),
  );
  const checkFailure = await checksDone;
  if (checkFailure) throw checkFailure;
} catch (error) {
  failed = true;
  console.error(`\n${error instanceof Error ? error.message : error}`);
  await checksDone;
} finally {
  for (const service of started.reverse()) await service.stop();
}

console.log(`\nSummary (${((Date.now() - startedAt) / 1000).toFixed(0)} s in all)`);
for (const [name, result, ms] of steps)
  console.log(`  ${result === 'passed' ? '✓' : '✗'} ${name} (${(ms / 1000).toFixed(1)} s)`);
const passed = steps.filter((s) => s[1] === 'passed').length;
console.log(`Steps: ${passed} passed, ${steps.length - passed} failed`);
process.exit(failed ? 1 : 0);
