import { afterEach, expect, it } from 'vitest';
import { SizedLru } from '../../src/graphql/response-cache/sized-lru.js';

// The response cache's memory bound (docs/performance.md, "Response cache").

let now = 0;
let lru: SizedLru | undefined;
afterEach(() => lru?.close());

it('drops the least recently used entries past its size, and never keeps one over a tenth', () => {
  lru = new SizedLru(1000, 60_000, () => now);
  lru.set('a', 'x'.repeat(40)); // 2 × (1 + 40) = 82 bytes
  lru.set('b', 'x'.repeat(40));
  lru.set('c', 'x'.repeat(60)); // over a tenth of 1,000: not kept
  expect(lru.get('c')).toBeUndefined();
  for (const key of ['d', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n']) {
    lru.get('a'); // a stays the most recently used
    lru.set(key, 'x'.repeat(40));
  }
  expect(lru.size).toBeLessThanOrEqual(1000);
  expect(lru.get('a')).toBe('x'.repeat(40));
  expect(lru.get('b')).toBeUndefined();
  expect(lru.get('n')).toBe('x'.repeat(40));
});

it('drops what nobody asked for within its idle time', () => {
  lru = new SizedLru(1000, 60_000, () => now);
  lru.set('old', 'v');
  now += 30_000;
  lru.set('new', 'v');
  now += 40_000;
  lru.dropIdle();
  expect(lru.get('old')).toBeUndefined();
  expect(lru.get('new')).toBe('v');
  expect(lru.size).toBe(2 * 'newv'.length);
});
