import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { paths } from '../../src/paths.js';
import { startTestRouter, type TestRouter } from '../harness.js';
import { signUp } from '../helpers/users.js';

// Every operation the web app and the extension persist passes graphql-armor's document limits
// (depth, aliases, directives, tokens) as the server applies them: a fragment added deep in a
// page (a comment thread's replies, say) must not get the page refused in production.
// Variables are left out: the limits are checked on the document before any variable is read.

const operations = paths.persistedOperations.flatMap((file) =>
  Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>),
);

let router: TestRouter;
beforeAll(async () => {
  router = await startTestRouter();
});
afterAll(() => router.close());

it('sends every persisted operation past the document limits', async () => {
  expect(operations.length).toBeGreaterThan(80);
  const { client } = await signUp(router);
  const refused: string[] = [];
  for (const [id, text] of operations) {
    const stop = new AbortController();
    const response = await client.request({
      signal: stop.signal,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: id } } }),
    });
    // A subscription the limits let through is answered as a stream of events: it passed.
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
      stop.abort();
      continue;
    }
    const body = (await response.json()) as {
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    for (const error of body.errors ?? []) {
      if (error.extensions?.code === 'QUERY_TOO_COMPLEX') {
        refused.push(`${/(query|mutation|subscription) (\w+)/.exec(text)?.[2]}: ${error.message}`);
      }
    }
  }
  expect(refused).toEqual([]);
});
