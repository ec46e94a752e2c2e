import { describe, expect, it } from 'vitest';
import { pageAddress } from './page-address';

describe('pageAddress', () => {
  it('drops the fragment of a web page and refuses other schemes', () => {
    expect(pageAddress('https://acme.test/launch?ref=x#pricing')).toBe(
      'https://acme.test/launch?ref=x',
    );
    expect(pageAddress('chrome://newtab/')).toBeNull();
    expect(pageAddress('file:///tmp/a.html')).toBeNull();
    expect(pageAddress('chrome-extension://abc/popup.html')).toBeNull();
    expect(pageAddress('http://')).toBeNull();
    expect(pageAddress(undefined)).toBeNull();
  });
});
