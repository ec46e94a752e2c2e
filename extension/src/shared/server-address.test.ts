import { describe, expect, it } from 'vitest';
import { appLink, originOf, parseServerAddress } from './server-address';

describe('parseServerAddress', () => {
  it('keeps only the origin of what was typed', () => {
    expect(parseServerAddress(' https://App.Swipestack.app/swipes?x=1 ')).toEqual({
      ok: true,
      origin: 'https://app.swipestack.app',
    });
    expect(parseServerAddress('http://localhost:3961')).toEqual({
      ok: true,
      origin: 'http://localhost:3961',
    });
  });

  it('assumes https when the scheme is left out', () => {
    expect(parseServerAddress('swipes.example.com')).toEqual({
      ok: true,
      origin: 'https://swipes.example.com',
    });
  });

  it('refuses empty, non-web and credential-carrying addresses', () => {
    expect(parseServerAddress('  ').ok).toBe(false);
    expect(parseServerAddress('ftp://example.com').ok).toBe(false);
    expect(parseServerAddress('javascript://alert(1)').ok).toBe(false);
    expect(parseServerAddress('https://me:secret@example.com').ok).toBe(false);
    expect(parseServerAddress('http://exa mple.com').ok).toBe(false);
  });
});

describe('originOf', () => {
  it('gives the origin, or null for opaque and invalid addresses', () => {
    expect(originOf('http://localhost:3000/swipes')).toBe('http://localhost:3000');
    expect(originOf('data:text/html,hi')).toBeNull();
    expect(originOf('nonsense')).toBeNull();
    expect(originOf(undefined)).toBeNull();
  });
});

describe('appLink', () => {
  it('builds an address in the web app with encoded parameters', () => {
    expect(appLink('https://app.example.com', '/swipes', { swipe: 'U3dpcGU6MQ==' })).toBe(
      'https://app.example.com/swipes?swipe=U3dpcGU6MQ%3D%3D',
    );
  });
});
