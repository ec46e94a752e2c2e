import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { auditServer } from 'graphql-http';
import { afterAll, describe, expect, it } from 'vitest';
import { issueApiToken } from '../src/auth/api-tokens.js';
import { startTestServer, type TestServer, uniqueEmail } from './harness.js';

// graphql-http's audit of the GraphQL-over-HTTP specification: every MUST and SHOULD passes
// (MAY items only report notices).

async function auditFailures(url: string, headers: Record<string, string> = {}) {
  const results = await auditServer({
    url,
    fetchFn: (input: string | URL | Request, init?: RequestInit) => {
      const merged = new Headers(init?.headers);
      for (const [name, value] of Object.entries(headers)) merged.set(name, value);
      return fetch(input, { ...init, headers: merged });
    },
  });
  expect(results.length).toBeGreaterThan(50);
  const failures = results
    .filter((result) => result.status === 'error' || result.status === 'warn')
    .map(
      (result) =>
        `${result.id} ${result.status}: ${result.name} (${'reason' in result ? result.reason : ''})`,
    );
  if (failures.length) console.error(failures.join('\n'));
  return failures;
}

let server: TestServer | undefined;
afterAll(() => server?.close());

describe('GraphQL over HTTP', () => {
  it('the development server passes the audit', async () => {
    server = await startTestServer();
    expect(await auditFailures(`${server.url}/graphql`)).toEqual([]);
    await server.close();
    server = undefined;
  });

  it('the production server passes the audit for a personal API token', async () => {
    // Production runs persisted operations only, except for requests with a personal token.
    const dir = await mkdtemp(path.join(tmpdir(), 'persisted-'));
    const file = path.join(dir, 'persisted-queries.json');
    await writeFile(file, '{}');
    server = await startTestServer({ NODE_ENV: 'production' }, { persistedOperationFiles: [file] });
    const user = await server.db.prisma.user.create({
      data: { email: uniqueEmail(), name: 'API', passwordHash: 'unused' },
    });
    const { token } = await issueApiToken(user.id, 'Audit');
    const url = `${server.url}/graphql`;
    expect(await auditFailures(url, { authorization: `Bearer ${token}` })).toEqual([]);
  });
});
