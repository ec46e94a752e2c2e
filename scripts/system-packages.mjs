// The Debian packages the test suite drives for real: Chromium (captures and e2e), PostgreSQL
// and Redis. As root they are installed with apt; otherwise the exact command is printed.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/** The newest installed PostgreSQL server (the client package alone has no initdb). */
function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  const withServer = versions.find((v) => existsSync(`${base}/${v}/bin/initdb`));
  return withServer ? `${base}/${withServer}/bin` : null;
}

const required = [
  { pkg: 'chromium', present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') },
  {
    pkg: 'postgresql',
    present: () => postgresBinDir() !== null || Boolean(process.env.DATABASE_URL),
  },
  {
    pkg: 'redis-server',
    present: () => existsSync('/usr/bin/redis-server') || Boolean(process.env.REDIS_URL),
  },
];

export function ensureSystemPackages() {
  const missing = required.filter((r) => !r.present()).map((r) => r.pkg);
  if (missing.length === 0) return { postgresBin: postgresBinDir() };
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Missing system packages: ${missing.join(', ')}. Install them with:\n  sudo ${command}`,
    );
  }
  console.log(`Installing ${missing.join(', ')} with apt…`);
  execFileSync('sh', ['-c', command], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return { postgresBin: postgresBinDir() };
}
