import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

describe('APP_ORIGIN', () => {
  it('is the local address of PORT unless set', () => {
    expect(loadConfig({}).APP_ORIGIN).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3300' }).APP_ORIGIN).toBe('http://localhost:3300');
    expect(
      loadConfig({ PORT: '3300', APP_ORIGIN: 'https://app.swipestack.example' }).APP_ORIGIN,
    ).toBe('https://app.swipestack.example');
  });

  it('names itself when it is not a URL', () => {
    expect(() => loadConfig({ APP_ORIGIN: 'swipestack' })).toThrow(/APP_ORIGIN/);
  });
});

describe('CAPTURE_CONCURRENCY', () => {
  it('is 2 pages at once unless set, from 1 to 16', () => {
    expect(loadConfig({}).CAPTURE_CONCURRENCY).toBe(2);
    expect(loadConfig({ CAPTURE_CONCURRENCY: '4' }).CAPTURE_CONCURRENCY).toBe(4);
    for (const wrong of ['0', '17', '1.5', 'many']) {
      expect(() => loadConfig({ CAPTURE_CONCURRENCY: wrong })).toThrow(/CAPTURE_CONCURRENCY/);
    }
  });
});
