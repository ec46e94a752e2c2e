import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { scratchPostgres } from '../harness.js';
import { type ServerProcess, startServerProcess } from '../process/server-process.js';

// Several server instances as production runs them (the `redis` project): child processes on
// one PostgreSQL database, sharing live events and budgets through one Redis.

/**
 * Registers the clean-up (stop the processes, drop the database) and answers a function that
 * starts two instances on a migrated scratch database with `env`, one after the other
 * (test/process/scale-out.test.ts has them take turns at the migrations). Needs DATABASE_URL (or TEST_DATABASE_URL) and REDIS_URL.
 */
export function twoInstances() {
  const servers: ServerProcess[] = [];
  let database: Awaited<ReturnType<typeof scratchPostgres>> | undefined;
  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database?.drop();
  });
  return async (env: Record<string, string> = {}) => {
    const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    const redisUrl = process.env.REDIS_URL;
    if (!adminUrl || !redisUrl)
      throw new Error('needs DATABASE_URL and REDIS_URL (npm test sets both)');
    database = await scratchPostgres(adminUrl, { migrated: true });
    for (let i = 0; i < 2; i++) {
      servers.push(
        await startServerProcess({
          DATABASE_URL: database.url,
          REDIS_URL: redisUrl,
          DATA_DIR: await mkdtemp(path.join(tmpdir(), 'swipestack-instance-')),
          ...env,
        }),
      );
    }
    return servers as [ServerProcess, ServerProcess];
  };
}

/** A browser that keeps its session cookie, whichever instance it talks to. */
export function browser() {
  let cookie = '';
  const post = async (url: string, query: string, variables: object = {}) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    cookie = response.headers.getSetCookie()[0]?.split(';')[0] ?? cookie;
    return response;
  };
  return {
    cookie: () => cookie,
    post,
    async gql(url: string, query: string, variables: object = {}) {
      return ((await (await post(url, query, variables)).json()) as { data: any }).data;
    },
  };
}
