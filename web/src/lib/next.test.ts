import { describe, expect, it } from 'vitest';
import { loginRedirectPath, safeNext, withNext } from './next';

describe('safeNext', () => {
  it('keeps same-site paths with their search and hash', () => {
    expect(safeNext('/collections/abc?x=1#top')).toBe('/collections/abc?x=1#top');
    expect(safeNext('/settings#email-swipes')).toBe('/settings#email-swipes');
  });

  it('falls back to /swipes for missing or empty values', () => {
    expect(safeNext(null)).toBe('/swipes');
    expect(safeNext(undefined)).toBe('/swipes');
    expect(safeNext('')).toBe('/swipes');
  });

  it('rejects other origins and protocol tricks', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'swipes',
      '/%0a/evil',
      '/\t/evil.example',
      '/\n/evil.example',
    ]) {
      const result = safeNext(value);
      expect(result.startsWith('//')).toBe(false);
      if (value.startsWith('/%0a')) continue; // encoded newline stays a harmless path
      expect(result).toBe('/swipes');
    }
  });

  it('never sends people back to the auth pages', () => {
    expect(safeNext('/login?next=/swipes')).toBe('/swipes');
    expect(safeNext('/register/')).toBe('/swipes');
  });

  it('uses the given fallback', () => {
    expect(safeNext('//x', '/')).toBe('/');
  });
});

describe('loginRedirectPath', () => {
  it('encodes the original path and search', () => {
    expect(loginRedirectPath('/collections/1', '?teamId=2&a=b')).toBe(
      '/login?next=%2Fcollections%2F1%3FteamId%3D2%26a%3Db',
    );
  });

  it('round-trips through URLSearchParams and safeNext', () => {
    const path = loginRedirectPath('/swipes', '?guide=true');
    const next = new URLSearchParams(path.split('?')[1]).get('next');
    expect(safeNext(next)).toBe('/swipes?guide=true');
  });
});

describe('withNext', () => {
  it('carries next between the auth pages', () => {
    expect(withNext('/register', '/settings')).toBe('/register?next=%2Fsettings');
    expect(withNext('/login', null)).toBe('/login');
  });
});
