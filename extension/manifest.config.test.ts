import { describe, expect, it } from 'vitest';
import { buildManifest, originPattern } from './manifest.config';

describe('buildManifest', () => {
  it('lets only the local server hand over a sign-in by default', () => {
    const manifest = buildManifest({});
    expect(manifest.externally_connectable.matches).toEqual(['http://localhost/*']);
    expect(manifest.host_permissions).toEqual(['http://localhost/*']);
    expect(manifest.key).toMatch(/^MIIBIjAN/);
  });

  it('adds the origins a build is aimed at, without their ports', () => {
    const manifest = buildManifest({
      VITE_SERVER_URL: 'https://app.swipestack.app',
      SWIPESTACK_APP_ORIGINS: 'https://swipes.example.com:8443, http://localhost:4000',
    });
    expect(manifest.externally_connectable.matches).toEqual([
      'http://localhost/*',
      'https://app.swipestack.app/*',
      'https://swipes.example.com/*',
    ]);
  });

  it('refuses addresses that are not http(s)', () => {
    expect(() => originPattern('ftp://example.com')).toThrow(/http/);
    expect(() => originPattern('nonsense')).toThrow();
  });
});
