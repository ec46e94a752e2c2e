import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXTENSION_ID, sendToExtension } from './extension';

type Callback = (reply: unknown) => void;

function installChrome(sendMessage: (id: string, message: unknown, callback: Callback) => void) {
  const runtime: { sendMessage: typeof sendMessage; lastError?: { message: string } } = {
    sendMessage,
  };
  vi.stubGlobal('chrome', { runtime });
  return runtime;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('sendToExtension', () => {
  it('is null when no extension lets the page connect (no chrome.runtime)', async () => {
    expect(await sendToExtension({ type: 'swipestack:ping' })).toBeNull();
    vi.stubGlobal('chrome', {});
    expect(await sendToExtension({ type: 'swipestack:ping' })).toBeNull();
  });

  it("sends to the extension's fixed ID and resolves with its reply", async () => {
    const sent: unknown[] = [];
    installChrome((id, message, callback) => {
      sent.push([id, message]);
      callback({ ok: true, signedIn: false, email: null, version: '0.1.0' });
    });
    expect(await sendToExtension({ type: 'swipestack:ping' })).toEqual({
      ok: true,
      signedIn: false,
      email: null,
      version: '0.1.0',
    });
    expect(sent).toEqual([[EXTENSION_ID, { type: 'swipestack:ping' }]]);
    expect(EXTENSION_ID).toMatch(/^[a-p]{32}$/);
  });

  it('is null when Chrome reports the extension missing, or sendMessage throws', async () => {
    const runtime = installChrome((_id, _message, callback) => {
      runtime.lastError = { message: 'Could not establish connection.' };
      callback(undefined);
    });
    expect(await sendToExtension({ type: 'swipestack:ping' })).toBeNull();
    installChrome(() => {
      throw new Error('Invalid extension id');
    });
    expect(await sendToExtension({ type: 'swipestack:ping' })).toBeNull();
  });

  it('gives up on an extension that never answers', async () => {
    vi.useFakeTimers();
    installChrome(() => {});
    const reply = sendToExtension({ type: 'swipestack:ping' }, 100);
    vi.advanceTimersByTime(100);
    expect(await reply).toBeNull();
  });
});
