import { beforeEach, describe, expect, it, vi } from 'vitest';

const handoff = vi.hoisted(() => ({ signInWithHandoff: vi.fn() }));
vi.mock('./handoff', () => handoff);

const { handleExternalMessage, NOT_YOUR_SERVER } = await import('./external-messages');

const SERVER = 'http://localhost:3961';
const CODE = 'abcdefghijkl23456789mnop.qrstuvwxyz23456789abcd';
const stored: Record<string, unknown> = {};

beforeEach(() => {
  handoff.signInWithHandoff.mockReset();
  for (const key of Object.keys(stored)) delete stored[key];
  Object.assign(stored, {
    serverOrigin: SERVER,
    auth: { token: 'id.secret', email: 'ann@example.com', name: 'Ann', serverOrigin: SERVER },
  });
  vi.stubGlobal('chrome', {
    storage: {
      local: {
        get: async (key: string) => (key in stored ? { [key]: stored[key] } : {}),
      },
    },
    runtime: { getManifest: () => ({ version: '0.1.0' }) },
  });
});

const page = (url: string, extra: Partial<chrome.runtime.MessageSender> = {}) =>
  ({
    tab: { id: 1 },
    frameId: 0,
    url,
    origin: new URL(url).origin,
    ...extra,
  }) as chrome.runtime.MessageSender;

describe('handleExternalMessage', () => {
  it('answers the configured server with who is signed in', async () => {
    expect(
      await handleExternalMessage({ type: 'swipestack:ping' }, page(`${SERVER}/swipes`)),
    ).toEqual({
      ok: true,
      signedIn: true,
      email: 'ann@example.com',
      version: '0.1.0',
    });
  });

  it('signs in with a code from the configured server', async () => {
    handoff.signInWithHandoff.mockResolvedValue({ email: 'bob@example.com', firstInstall: true });
    const reply = await handleExternalMessage(
      { type: 'swipestack:handoff', code: CODE },
      page(`${SERVER}/extension-installed`),
    );
    expect(reply).toEqual({ ok: true, email: 'bob@example.com', firstInstall: true });
    expect(handoff.signInWithHandoff).toHaveBeenCalledWith(SERVER, CODE);
  });

  it('refuses pages of other origins and frames, and never trades their codes', async () => {
    for (const sender of [
      page('http://localhost:4000/'),
      page('https://localhost:3961/'),
      page('http://evil.test/'),
      page(`${SERVER}/embedded`, { frameId: 2 }),
      page(`${SERVER}/`, { origin: 'http://evil.test' }),
    ]) {
      expect(
        await handleExternalMessage({ type: 'swipestack:handoff', code: CODE }, sender),
      ).toEqual({ ok: false, error: NOT_YOUR_SERVER });
      expect(await handleExternalMessage({ type: 'swipestack:ping' }, sender)).toEqual({
        ok: false,
        error: NOT_YOUR_SERVER,
      });
    }
    expect(handoff.signInWithHandoff).not.toHaveBeenCalled();
  });

  it('refuses malformed requests from the server itself', async () => {
    const reply = await handleExternalMessage(
      { type: 'swipestack:handoff', code: '<script>' },
      page(`${SERVER}/`),
    );
    expect(reply).toEqual({ ok: false, error: 'The extension does not know this request.' });
    expect(handoff.signInWithHandoff).not.toHaveBeenCalled();
  });

  it('passes a failed exchange on as the reply', async () => {
    handoff.signInWithHandoff.mockRejectedValue(
      new Error('This sign-in link has expired or was used.'),
    );
    expect(
      await handleExternalMessage({ type: 'swipestack:handoff', code: CODE }, page(`${SERVER}/`)),
    ).toEqual({ ok: false, error: 'This sign-in link has expired or was used.' });
  });
});
