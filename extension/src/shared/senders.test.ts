import { describe, expect, it } from 'vitest';
import { isExtensionPage, isOwnScriptInTab, isServerPage } from './senders';

const SERVER = 'http://localhost:3961';
const EXT = 'iefngnbfclgahjelbnfmdncmbhchkjjm';
const tab = { id: 7 } as chrome.tabs.Tab;

describe('isServerPage', () => {
  it("accepts the configured server's top frame", () => {
    expect(isServerPage({ tab, frameId: 0, url: `${SERVER}/swipes`, origin: SERVER }, SERVER)).toBe(
      true,
    );
    // Older Chrome versions leave `origin` out; the URL decides then.
    expect(isServerPage({ tab, frameId: 0, url: `${SERVER}/extension-installed` }, SERVER)).toBe(
      true,
    );
  });

  it('refuses the same host on another port (Chrome patterns ignore ports)', () => {
    expect(
      isServerPage(
        { tab, frameId: 0, url: 'http://localhost:4444/', origin: 'http://localhost:4444' },
        SERVER,
      ),
    ).toBe(false);
  });

  it('refuses other schemes, hosts, frames and senders without a tab', () => {
    const https = 'https://localhost:3961';
    expect(isServerPage({ tab, frameId: 0, url: `${https}/`, origin: https }, SERVER)).toBe(false);
    expect(isServerPage({ tab, frameId: 0, url: 'http://evil.test/' }, SERVER)).toBe(false);
    expect(isServerPage({ tab, frameId: 3, url: `${SERVER}/`, origin: SERVER }, SERVER)).toBe(
      false,
    );
    expect(isServerPage({ frameId: 0, url: `${SERVER}/`, origin: SERVER }, SERVER)).toBe(false);
    expect(isServerPage({ tab, frameId: 0, url: 'not a url' }, SERVER)).toBe(false);
  });

  it('refuses a sender whose origin disagrees with its URL', () => {
    expect(
      isServerPage({ tab, frameId: 0, url: `${SERVER}/`, origin: 'http://evil.test' }, SERVER),
    ).toBe(false);
  });
});

describe('isExtensionPage', () => {
  it("accepts this extension's pages, in the popup or in a tab", () => {
    expect(isExtensionPage({ id: EXT, url: `chrome-extension://${EXT}/popup.html` }, EXT)).toBe(
      true,
    );
    expect(
      isExtensionPage({ id: EXT, tab, url: `chrome-extension://${EXT}/popup.html?tabId=3` }, EXT),
    ).toBe(true);
  });

  it('refuses content scripts, other extensions and look-alike addresses', () => {
    expect(isExtensionPage({ id: EXT, tab, frameId: 0, url: 'https://shop.test/' }, EXT)).toBe(
      false,
    );
    expect(isExtensionPage({ id: 'other', url: 'chrome-extension://other/x.html' }, EXT)).toBe(
      false,
    );
    expect(isExtensionPage({ id: EXT, url: `chrome-extension://${EXT}evil/x.html` }, EXT)).toBe(
      false,
    );
  });
});

describe('isOwnScriptInTab', () => {
  it('accepts only the top frame of the tab the script was injected into', () => {
    expect(isOwnScriptInTab({ id: EXT, tab, frameId: 0 }, EXT, 7)).toBe(true);
    expect(isOwnScriptInTab({ id: EXT, tab, frameId: 2 }, EXT, 7)).toBe(false);
    expect(isOwnScriptInTab({ id: EXT, tab, frameId: 0 }, EXT, 8)).toBe(false);
    expect(isOwnScriptInTab({ id: 'other', tab, frameId: 0 }, EXT, 7)).toBe(false);
  });
});
