import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// The server's integration tests (test/*.test.ts) run once: on the real PostgreSQL server named
// by DATABASE_URL when it is set (`npm test` starts a throwaway one), else on in-memory PGlite.
// With PostgreSQL there, PGlite runs only the files whose behaviour depends on the engine
// (docs/testing.md, "Which tests run on which database"); the router tier and the e2e suite run
// on PGlite too. The Redis tests run when REDIS_URL is set.
const postgres = process.env.DATABASE_URL;
const redis = process.env.REDIS_URL;
const serverTests = ['test/*.test.ts'];
const engineTests = [
  // the embedded database itself: its password, whole scripts, read-only states
  'embedded-database-password',
  'whole-scripts',
  'readiness',
  'audit-truncate',
  // statement timeouts (PGlite cannot interrupt a statement)
  'api-limits',
  // one transaction at a time on the embedded database: parallel writes, counters, throttles
  'concurrency',
  'swipe-counters',
  'account-limits',
  'sign-in-throttle',
  'billing',
  // SQL whose plans or functions differ: full-text search, keyset pages
  'search-text',
  'list-connections',
].map((name) => `test/${name}.test.ts`);

export default defineConfig({
  // Node loads graphql's CommonJS entry for Pothos and Yoga; our sources must get the same
  // module (not the `module` field's ESM copy), or graphql-js sees two schemas' realms.
  resolve: {
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
  },
  test: {
    // Two files at a time, also on a 2-core machine (Vitest's default there is one): most of a
    // file's time is spent waiting on PostgreSQL, Chromium, Redis or a child server.
    maxWorkers: 2,
    // Files share their workers (the server's modules load once per worker); each server has
    // a scope of its own (src/server-scope.ts) and each file closes what it starts.
    isolate: false,
    setupFiles: ['test/open-servers.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: postgres ? engineTests : serverTests,
          env: { TEST_DATABASE_URL: '' },
        },
      },
      // The fast tier: the schema alone (descriptions, mutation shapes), no database, no server;
      // and the HTTP router called in-process (no port) over in-memory PGlite.
      { extends: true, test: { name: 'schema', include: ['test/schema/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'router',
          include: ['test/router/*.test.ts'],
          env: { TEST_DATABASE_URL: '' },
        },
      },
      // The real server as a child process: graceful shutdown, crash recovery of jobs. Each
      // test starts processes and CLIs from sources (tsx), which takes many seconds on a busy
      // 2-core machine: their deadline is there for a hang, not for a slow machine.
      {
        extends: true,
        test: { name: 'process', include: ['test/process/*.test.ts'], testTimeout: 180_000 },
      },
      // No database: the capture pipeline (system Chromium), file storage, images and mail
      // (and pure GraphQL plumbing, test/graphql).
      { extends: true, test: { name: 'capture', include: ['test/capture/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'files',
          include: [
            'test/storage/*.test.ts',
            'test/images/*.test.ts',
            'test/email/*.test.ts',
            'test/http/*.test.ts',
            'test/realtime/*.test.ts',
            'test/import/*.test.ts',
            'test/graphql/*.test.ts',
          ],
        },
      },
      ...(postgres
        ? [
            {
              extends: true,
              test: {
                name: 'postgres',
                include: serverTests,
                env: { TEST_DATABASE_URL: postgres },
              },
            },
          ]
        : []),
      ...(redis
        ? [{ extends: true, test: { name: 'redis', include: ['test/redis/*.test.ts'] } }]
        : []),
    ],
  },
});
