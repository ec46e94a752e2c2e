import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, expect, it } from 'vitest';
import { RedisWindowCounters } from '../../src/graphql/request-budget.js';
import { SIGN_UP, uniqueEmail } from '../harness.js';
import { browser, twoInstances } from '../helpers/instances.js';

// Two counters on one Redis stand for two server instances.
const url = process.env.REDIS_URL;
const prefix = `swipestack-test:${randomBytes(4).toString('hex')}:`;
const counters: RedisWindowCounters[] = [];
afterAll(async () => {
  for (const c of counters) await c.close();
});

function instance() {
  if (!url) throw new Error('REDIS_URL must name a running redis-server for this project');
  const c = new RedisWindowCounters(new Redis(url), 3_600_000, prefix);
  counters.push(c);
  return c;
}

it('shares one budget between instances, also when requests arrive at once', async () => {
  const [a, b] = [instance(), instance()];
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).take('session:s1', 7)),
  );
  expect(answers.filter((x) => x === null)).toHaveLength(7);
  const waits = answers.filter((x) => x !== null) as number[];
  expect(waits).toHaveLength(13);
  for (const wait of waits) {
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
  }
  // Another key has its own budget.
  expect(await a.take('token:t1', 1)).toBeNull();
  expect(await b.take('token:t1', 1)).toBeGreaterThan(0);
});

it('starts a new window once the old one has expired', async () => {
  if (!url) throw new Error('REDIS_URL must name a running redis-server for this project');
  const short = new RedisWindowCounters(new Redis(url), 200, prefix);
  counters.push(short);
  expect(await short.take('session:s2', 1)).toBeNull();
  expect(await short.take('session:s2', 1)).toBe(1);
  await expect.poll(() => short.take('session:s2', 1), { timeout: 10_000 }).toBeNull();
});

const startInstances = twoInstances();

it('holds one session to one budget across two server instances', { timeout: 60_000 }, async () => {
  const [a, b] = await startInstances({ GRAPHQL_SESSION_BUDGET: '4' });
  const { post } = browser();
  const gql = async (base: string, query: string, variables: object = {}) => {
    const response = await post(base, query, variables);
    return { status: response.status, retryAfter: response.headers.get('retry-after') };
  };
  await gql(a.url, SIGN_UP, {
    input: { email: uniqueEmail(), password: 'password123', name: 'Two instances' },
  });
  const answers = [];
  for (let i = 0; i < 6; i++) answers.push(await gql(i % 2 ? b.url : a.url, '{ viewer { id } }'));
  expect(answers.map((x) => x.status)).toEqual([200, 200, 200, 200, 429, 429]);
  expect(Number(answers[4]?.retryAfter)).toBeGreaterThan(0);
});
