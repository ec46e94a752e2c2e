// Throwaway PostgreSQL and Redis servers on loopback for `npm test`, unless DATABASE_URL /
// REDIS_URL already name servers (CI may start its own). Stopped when the tests end.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it answers true; after `timeoutMs` throws "<what> (waited N s)". */
export async function waitFor(check, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} (waited ${timeoutMs / 1000} s)`);
}

/** PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user. */
function asPostgresUser(bin, args) {
  const root = process.getuid?.() === 0;
  return root ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

export async function startPostgres(binDir, extraOptions = '') {
  const dir = mkdtempSync(path.join(tmpdir(), 'swipestack-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const data = path.join(dir, 'data');
  const [initCmd, initArgs] = asPostgresUser(path.join(binDir, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  const [ctlCmd, ctlArgs] = asPostgresUser(path.join(binDir, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200 ${extraOptions}`,
    'start',
  ]);
  execFileSync(ctlCmd, ctlArgs, { stdio: 'ignore' });
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      const [cmd, args] = asPostgresUser(path.join(binDir, 'pg_ctl'), [
        '-D',
        data,
        '-m',
        'immediate',
        'stop',
      ]);
      try {
        execFileSync(cmd, args, { stdio: 'ignore' });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export async function startRedis() {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const { Socket } = await import('node:net');
  await waitFor(
    () =>
      new Promise((resolve) => {
        const socket = new Socket();
        socket.once('error', () => resolve(false));
        socket.connect(port, '127.0.0.1', () => {
          socket.end();
          resolve(true);
        });
      }),
    'redis-server did not start',
  );
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}
