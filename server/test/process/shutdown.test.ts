import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { SIGN_UP, uniqueEmail } from '../harness.js';
import { type ServerProcess, startServerProcess } from './server-process.js';

let server: ServerProcess | undefined;
afterEach(() => {
  server?.child.kill('SIGKILL');
});

it('on SIGTERM finishes the requests in flight, stops accepting and exits cleanly', async () => {
  server = await startServerProcess({
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'swipestack-shutdown-')),
  });
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
  server.child.kill('SIGTERM');
  const response = await inFlight;
  expect(response.status).toBe(200);
  expect((await response.json()).data.signUp.errors).toEqual([]);
  expect(await server.exited).toBe(0);
  expect(server.output()).toMatch(/SIGTERM: finishing in-flight requests/);
  await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
});
