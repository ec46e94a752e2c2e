import { mkdtemp } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { SIGN_UP, uniqueEmail } from '../harness.js';
import { heldPost, type ServerProcess, startServerProcess } from './server-process.js';

let server: ServerProcess | undefined;
afterEach(() => {
  server?.child.kill('SIGKILL');
});

/** A GET on a connection of its own (no keep-alive pool: a stopping server closes idle ones). */
function getOnce(url: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    get(url, { agent: false }, (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => {
        text += chunk;
      });
      incoming.once('end', () => resolve({ status: incoming.statusCode ?? 0, body: text }));
    }).once('error', reject);
  });
}

it('on SIGTERM answers /readyz 503 while it finishes the requests in flight, then stops accepting and exits cleanly', {
  timeout: 90_000,
}, async () => {
  server = await startServerProcess({
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'swipestack-shutdown-')),
  });
  expect((await getOnce(`${server.url}/readyz`)).status).toBe(200);
  const inFlight = heldPost(
    `${server.url}/graphql`,
    JSON.stringify({
      query: SIGN_UP,
      variables: { input: { email: uniqueEmail(), password: 'password123', name: 'Ann' } },
    }),
  );
  // The server has read the request's head (it answered 100 Continue): the request is in flight
  // when the signal comes, and stays so until its body is sent.
  await inFlight.continued;
  server.child.kill('SIGTERM');
  // A load balancer's probe: 503 from the signal on (200 only until the signal is handled).
  let readyz = await getOnce(`${server.url}/readyz`);
  while (readyz.status === 200) readyz = await getOnce(`${server.url}/readyz`);
  expect(readyz.status).toBe(503);
  expect(JSON.parse(readyz.body)).toMatchObject({ status: 'stopping' });
  // Liveness is unchanged: the process answers and so does its database.
  expect(await getOnce(`${server.url}/healthz`)).toMatchObject({ status: 200 });
  inFlight.send();
  const response = await inFlight.response;
  expect(response.status).toBe(200);
  expect(JSON.parse(response.body).data.signUp.errors).toEqual([]);
  expect(await server.exited).toBe(0);
  expect(server.output()).toMatch(/SIGTERM: finishing in-flight requests/);
  await expect(getOnce(`${server.url}/healthz`)).rejects.toThrow();
});
