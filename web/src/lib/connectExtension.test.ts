import type { Environment } from 'relay-runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const extension = vi.hoisted(() => ({
  pingExtension: vi.fn(),
  handOffToExtension: vi.fn(),
}));
const relay = vi.hoisted(() => ({ codes: 0 }));

vi.mock('./extension', () => extension);
vi.mock('relay-runtime', () => ({
  graphql: () => ({}),
  commitMutation: (
    _environment: unknown,
    config: { onCompleted: (response: unknown, errors: unknown) => void },
  ) => {
    relay.codes++;
    config.onCompleted(
      { createExtensionHandoff: { code: `code${relay.codes}.secret`, errors: [] } },
      null,
    );
  },
}));

const { connectExtension } = await import('./connectExtension');
const environment = {} as Environment;

beforeEach(() => {
  extension.pingExtension.mockReset();
  extension.handOffToExtension.mockReset();
  relay.codes = 0;
});

describe('connectExtension', () => {
  it('does nothing when the extension is absent, and asks the server for no code', async () => {
    extension.pingExtension.mockResolvedValue(null);
    expect(await connectExtension(environment, 'ann@example.com')).toEqual({ state: 'absent' });
    expect(relay.codes).toBe(0);
  });

  it('reports an extension set up for another server', async () => {
    extension.pingExtension.mockResolvedValue({ ok: false, error: 'refused' });
    expect(await connectExtension(environment, 'ann@example.com')).toEqual({
      state: 'otherServer',
    });
  });

  it('leaves an extension signed in as the viewer alone', async () => {
    extension.pingExtension.mockResolvedValue({
      ok: true,
      signedIn: true,
      email: 'ann@example.com',
    });
    expect(await connectExtension(environment, 'ann@example.com')).toMatchObject({
      state: 'connected',
      already: true,
    });
    expect(extension.handOffToExtension).not.toHaveBeenCalled();
  });

  it('hands a one-time code over when the extension is signed out or someone else', async () => {
    extension.pingExtension.mockResolvedValue({
      ok: true,
      signedIn: true,
      email: 'bob@example.com',
    });
    extension.handOffToExtension.mockResolvedValue({
      ok: true,
      email: 'ann@example.com',
      firstInstall: true,
    });
    expect(await connectExtension(environment, 'ann@example.com')).toEqual({
      state: 'connected',
      email: 'ann@example.com',
      firstInstall: true,
      already: false,
    });
    expect(extension.handOffToExtension).toHaveBeenCalledWith('code1.secret');
  });

  it('shares one hand-off between callers checking at the same time', async () => {
    extension.pingExtension.mockResolvedValue({ ok: true, signedIn: false, email: null });
    extension.handOffToExtension.mockResolvedValue({
      ok: true,
      email: 'a@x.io',
      firstInstall: false,
    });
    const [first, second] = await Promise.all([
      connectExtension(environment, 'a@x.io'),
      connectExtension(environment, 'a@x.io'),
    ]);
    expect(first).toBe(second);
    expect(relay.codes).toBe(1);
  });

  it('hands over again on request even when already signed in', async () => {
    extension.pingExtension.mockResolvedValue({ ok: true, signedIn: true, email: 'a@x.io' });
    extension.handOffToExtension.mockResolvedValue({
      ok: true,
      email: 'a@x.io',
      firstInstall: false,
    });
    expect(await connectExtension(environment, 'a@x.io', { force: true })).toMatchObject({
      state: 'connected',
      already: false,
    });
    expect(relay.codes).toBe(1);
  });

  it("passes the extension's refusal on", async () => {
    extension.pingExtension.mockResolvedValue({ ok: true, signedIn: false, email: null });
    extension.handOffToExtension.mockResolvedValue({
      ok: false,
      error: 'This sign-in link has expired',
    });
    expect(await connectExtension(environment, 'a@x.io')).toEqual({
      state: 'failed',
      error: 'This sign-in link has expired',
    });
  });
});
