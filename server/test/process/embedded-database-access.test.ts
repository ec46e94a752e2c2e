import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runningEmbeddedUrl } from '../../src/db/embedded-address.js';
import { SIGN_UP, uniqueEmail } from '../harness.js';
import { processGql, type ServerProcess, startServerProcess } from './server-process.js';

// A running server's embedded database listens on a loopback port any local process can reach:
// it serves the app alone. Its password is in DATA_DIR/embedded-postgres.json, which only the
// app's OS user can read, so the server and `npm run admin` work and another client does not.

let dataDir: string;
let server: ServerProcess | undefined;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'swipestack-embedded-'));
  server = await startServerProcess({ DATA_DIR: dataDir });
}, 180_000);
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await rm(dataDir, { recursive: true, force: true });
});

async function count(connectionString: string) {
  const client = new pg.Client({ connectionString });
  try {
    await client.connect();
    const { rows } = await client.query('SELECT count(*)::int AS n FROM audit_event');
    return rows[0].n as number;
  } finally {
    await client.end().catch(() => {});
  }
}

test('a client without the password is refused; the server and `npm run admin` keep working', async () => {
  const email = uniqueEmail('embedded');
  const { body } = await processGql(server?.url ?? '', SIGN_UP, {
    input: { email, password: 'correct horse battery', name: 'Embedded' },
  });
  expect(body.data.signUp.errors).toEqual([]);

  const holderFile = path.join(dataDir, 'embedded-postgres.json');
  expect((await stat(holderFile)).mode & 0o777).toBe(0o600);
  const { port } = JSON.parse(await readFile(holderFile, 'utf8')) as { port: number };
  await expect(
    count(`postgresql://postgres@127.0.0.1:${port}/postgres?sslmode=disable`),
  ).rejects.toThrow(/password authentication failed/);
  await expect(
    count(`postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`),
  ).rejects.toThrow(/password authentication failed/);

  const url = await runningEmbeddedUrl(dataDir);
  expect(await count(url ?? '')).toBeGreaterThan(0);
  const { DATABASE_URL: _database, ...env } = process.env;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/admin.ts', 'promote', email],
    { env: { ...env, DATA_DIR: dataDir } },
  );
  expect(stdout).toBe(`${email} is now an administrator.\n`);
}, 120_000);
