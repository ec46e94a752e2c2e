import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SIGN_UP, uniqueEmail } from '../harness.js';
import { processGql, type ServerProcess, startServerProcess } from './server-process.js';

// ADMIN_EMAILS and `npm run admin` against a running server on the embedded database.

const IS_ADMIN = '{ viewer { email isAdmin } }';
const listed = uniqueEmail('listed');
const other = uniqueEmail('other');
let dataDir: string;
let server: ServerProcess | undefined;

const start = (adminEmails: string) =>
  startServerProcess({ DATA_DIR: dataDir, ADMIN_EMAILS: adminEmails });

async function stop() {
  server?.child.kill('SIGTERM');
  await server?.exited;
  server = undefined;
}

async function signUp(email: string) {
  const { body, cookie } = await processGql(server?.url ?? '', SIGN_UP, {
    input: { email, password: 'correct horse battery', name: 'Admin Test' },
  });
  expect(body.data.signUp.errors).toEqual([]);
  return cookie as string;
}

async function isAdmin(cookie: string) {
  const { body } = await processGql(server?.url ?? '', IS_ADMIN, {}, cookie);
  return body.data.viewer.isAdmin as boolean;
}

/** `npm run admin -- <args>` as a user runs it, beside the running server. */
async function adminCli(...args: string[]) {
  const { DATABASE_URL: _database, ...env } = process.env;
  return promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
    env: { ...env, DATA_DIR: dataDir },
  }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'swipestack-admin-'));
  server = await start(` ${listed.toUpperCase()} ,`);
});
afterAll(async () => {
  await stop();
  await rm(dataDir, { recursive: true, force: true });
});

test('ADMIN_EMAILS makes an account an administrator at sign-up; the CLI promotes and demotes while the server runs; a start promotes listed accounts', async () => {
  const listedCookie = await signUp(listed);
  const otherCookie = await signUp(other);
  expect(await isAdmin(listedCookie)).toBe(true);
  expect(await isAdmin(otherCookie)).toBe(false);

  expect(await adminCli('promote', other)).toEqual({
    code: 0,
    output: `${other} is now an administrator.\n`,
  });
  expect(await isAdmin(otherCookie)).toBe(true);
  expect((await adminCli('promote', other)).output).toBe(`${other} is already an administrator.\n`);
  expect((await adminCli('demote', other)).output).toBe(
    `${other} is no longer an administrator.\n`,
  );
  expect(await isAdmin(otherCookie)).toBe(false);
  expect(await adminCli('demote', 'nobody@example.com')).toEqual({
    code: 1,
    output: 'No user has the email nobody@example.com.\n',
  });
  expect((await adminCli('promote')).code).toBe(2);

  await stop();
  server = await start(`${listed},${other}`);
  expect(server.output()).toContain(`Administrators from ADMIN_EMAILS: ${other}`);
  expect(await isAdmin(otherCookie)).toBe(true);
  expect(await isAdmin(listedCookie)).toBe(true);
});

test('a malformed ADMIN_EMAILS stops the start with the reason', async () => {
  await expect(start('boss@example.com,not-an-email')).rejects.toThrow(
    /ADMIN_EMAILS.*each entry must be an email address/,
  );
});
