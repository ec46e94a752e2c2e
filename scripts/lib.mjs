// Shared steps for the npm scripts: generate the Prisma client and build the web app and the
// extension only when their inputs changed, so later starts stay fast; install the system
// packages the app and the tests drive (Chromium, PostgreSQL, Redis).
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jemallocLibrary } from './server-node-flags.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The children `run` has started and not seen exit (start.mjs stops them on a signal). */
export const runningChildren = new Set();

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    runningChildren.add(child);
    child.on('error', reject);
    child.on('exit', () => runningChildren.delete(child));
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

function fingerprint(entries) {
  const hash = createHash('sha256');
  const visit = (p) => {
    if (!existsSync(p)) return;
    const info = statSync(p);
    if (info.isDirectory()) {
      for (const name of readdirSync(p).sort())
        if (name !== 'node_modules') visit(path.join(p, name));
    } else {
      hash.update(path.relative(root, p));
      hash.update(readFileSync(p));
    }
  };
  for (const entry of entries) visit(path.join(root, entry));
  return hash.digest('hex');
}

/** Runs `step` only when the files under `inputs` changed since the stamp file was written. */
export async function whenChanged(stampFile, inputs, step) {
  const stamp = path.join(root, stampFile);
  const current = fingerprint(inputs);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === current) return;
  await step();
  writeFileSync(stamp, current);
}

const bin = (name) => path.join(root, 'node_modules/.bin', name);

export function generatePrismaClient() {
  return whenChanged(
    'server/src/generated/.inputs',
    ['prisma/schema.prisma', 'package-lock.json'],
    () =>
      run(bin('prisma'), ['generate'], {
        // The native schema engine cannot be downloaded here, and `generate` does not need it.
        env: {
          ...process.env,
          PRISMA_SCHEMA_ENGINE_BINARY: path.join(root, 'scripts/no-schema-engine.sh'),
        },
      }),
  );
}

export function buildWeb() {
  return whenChanged(
    'web/dist/.inputs',
    [
      'common/src',
      'web/src',
      'web/build',
      'web/public',
      'web/index.html',
      'web/vite.config.ts',
      'relay.config.js',
      'package-lock.json',
    ],
    () => run(bin('vite'), ['build'], { cwd: path.join(root, 'web') }),
  );
}

/** The Chrome extension into `extension/dist` (what `--load-extension` and "Load unpacked" take). */
export function buildExtension() {
  return whenChanged(
    'extension/dist/.inputs',
    [
      'common/src',
      'extension/src',
      'extension/public',
      'extension/popup.html',
      'extension/options.html',
      'extension/manifest.json',
      'extension/manifest.config.ts',
      'extension/vite.config.ts',
      'relay.config.js',
      'package-lock.json',
    ],
    () => run(bin('vite'), ['build'], { cwd: path.join(root, 'extension') }),
  );
}

/** The newest installed PostgreSQL server (the client package alone has no initdb). */
function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  const withServer = versions.find((v) => existsSync(`${base}/${v}/bin/initdb`));
  return withServer ? `${base}/${withServer}/bin` : null;
}

/** Debian packages, and whether each is there (or not needed: a server named instead). */
const SYSTEM_PACKAGES = {
  chromium: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
  postgresql: () => postgresBinDir() !== null || Boolean(process.env.DATABASE_URL),
  'redis-server': () => existsSync('/usr/bin/redis-server') || Boolean(process.env.REDIS_URL),
  // Video swipes: ffprobe and ffmpeg (docs/swipes.md, "Videos").
  ffmpeg: () =>
    existsSync(process.env.FFPROBE_PATH ?? '/usr/bin/ffprobe') &&
    existsSync(process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg'),
  // The server's allocator where it is installed (scripts/server-node-flags.mjs): optional.
  libjemalloc2: () => jemallocLibrary() !== undefined,
};

/** What the tests need (the app also uses libjemalloc2 when it is there). */
const TEST_PACKAGES = ['chromium', 'ffmpeg', 'postgresql', 'redis-server'];

/** The exact command that installs Debian packages (also printed by the server for Chromium and ffmpeg). */
export const aptInstallCommand = (packages) =>
  `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`;

/**
 * Installs the missing ones of `packages` with apt when run as root; otherwise throws with the
 * exact install command, or with `{ optional: true }` prints it and carries on.
 */
export function ensureSystemPackages(packages = TEST_PACKAGES, { optional = false } = {}) {
  const missing = packages.filter((name) => !SYSTEM_PACKAGES[name]());
  if (missing.length === 0) return { postgresBin: postgresBinDir() };
  const message = `Missing system packages: ${missing.join(', ')}. Install them with:\n  ${aptInstallCommand(missing)}`;
  if (process.getuid?.() !== 0) {
    if (!optional) throw new Error(message);
    console.warn(message);
    return { postgresBin: postgresBinDir() };
  }
  console.log(`Installing ${missing.join(', ')} with apt…`);
  try {
    execFileSync('sh', ['-c', `apt-get update && apt-get install -y ${missing.join(' ')}`], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (error) {
    if (!optional) throw error;
    console.warn(`${missing.join(', ')} could not be installed with apt. ${message}`);
  }
  return { postgresBin: postgresBinDir() };
}
