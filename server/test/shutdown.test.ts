import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { SIGN_UP, uniqueEmail } from './harness.js';

let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill('SIGKILL');
});

async function startServerProcess() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'swipestack-shutdown-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
  };
  // The PostgreSQL project shares one server; this test only needs its own embedded database.
  delete env.DATABASE_URL;
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child?.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    });
    child?.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) =>
    child?.on('exit', (code) => resolve(code)),
  );
  return { url, exited, output: () => output };
}

it('on SIGTERM finishes the requests in flight, stops accepting and exits cleanly', async () => {
  const server = await startServerProcess();
  const inFlight = fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: SIGN_UP,
      variables: { input: { email: uniqueEmail(), password: 'password123', name: 'Ann' } },
    }),
  });
  // Let the request reach the server (argon2 hashing keeps it busy for a while).
  await new Promise((r) => setTimeout(r, 30));
  child?.kill('SIGTERM');
  const response = await inFlight;
  expect(response.status).toBe(200);
  expect((await response.json()).data.signUp.errors).toEqual([]);
  expect(await server.exited).toBe(0);
  expect(server.output()).toMatch(/SIGTERM: finishing in-flight requests/);
  await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
});
