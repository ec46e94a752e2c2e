import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { SIGN_UP, uniqueEmail } from '../harness.js';
import { heldPost, type ServerProcess, startServerProcess } from './server-process.js';

let server: ServerProcess | undefined;
afterEach(() => {
  server?.child.kill('SIGKILL');
});

it('on SIGTERM finishes the requests in flight, stops accepting and exits cleanly', {
  timeout: 60_000,
}, async () => {
  server = await startServerProcess({
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'swipestack-shutdown-')),
  });
  const inFlight = heldPost(
    `${server.url}/graphql`,
    JSON.stringify({
      query: SIGN_UP,
      variables: { input: { email: uniqueEmail(), password: 'password123', name: 'Ann' } },
    }),
  );
  // The server has read the request's head (it answered 100 Continue): the request is in flight
  // when the signal comes (argon2 hashing then keeps it busy for a while).
  await inFlight.continued;
  inFlight.send();
  server.child.kill('SIGTERM');
  const response = await inFlight.response;
  expect(response.status).toBe(200);
  expect(JSON.parse(response.body).data.signUp.errors).toEqual([]);
  expect(await server.exited).toBe(0);
  expect(server.output()).toMatch(/SIGTERM: finishing in-flight requests/);
  await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
});
