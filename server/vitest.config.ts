import { defineConfig } from 'vitest/config';

// The suite runs against in-memory PGlite always, and again against the real PostgreSQL
// server named by DATABASE_URL when it is set (CI sets it).
const postgres = process.env.DATABASE_URL;

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'pglite', include: ['test/**/*.test.ts'], env: { TEST_DATABASE_URL: '' } } },
      ...(postgres
        ? [{ extends: true, test: { name: 'postgres', include: ['test/**/*.test.ts'], env: { TEST_DATABASE_URL: postgres } } }]
        : []),
    ],
  },
});
