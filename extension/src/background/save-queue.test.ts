import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerUnreachableError, SignedOutError } from '../shared/graphql';
import type { QueuedSave } from '../shared/queued-saves';

// The offline queue against an in-memory chrome.storage, action and alarms: what is queued,
// what is not, and what a send round does.

const mocks = vi.hoisted(() => ({ uploadSwipe: vi.fn(), saveSelection: vi.fn() }));
vi.mock('./save-swipe', () => mocks);
vi.mock('./default-team', () => ({ defaultTeamId: async () => 'personal-team' }));

const SERVER = 'http://localhost:3000';
let stored: Record<string, unknown>;
let badge: string;
let alarm: { name: string; delayInMinutes: number } | null;

beforeEach(() => {
  vi.clearAllMocks();
  stored = { auth: { token: 't', email: 'a@b.c', name: 'A', serverOrigin: SERVER } };
  badge = '';
  alarm = null;
  vi.stubGlobal('chrome', {
    storage: {
      local: {
        get: async (key: string) => (key in stored ? { [key]: stored[key] } : {}),
        set: async (items: Record<string, unknown>) =>
          Object.assign(stored, structuredClone(items)),
        remove: async (keys: string | string[]) => {
          for (const key of [keys].flat()) delete stored[key];
        },
      },
    },
    action: {
      setBadgeBackgroundColor: async () => undefined,
      setBadgeText: async ({ text }: { text: string }) => {
        badge = text;
      },
      setTitle: async () => undefined,
    },
    alarms: {
      create: async (name: string, info: { delayInMinutes: number }) => {
        alarm = { name, delayInMinutes: info.delayInMinutes };
      },
      clear: async () => {
        alarm = null;
      },
    },
  });
});

const { sendQueued, uploadOrQueue } = await import('./save-queue');

const picture = () =>
  new File([new Uint8Array([1, 2, 3, 250])], 'screenshot.png', { type: 'image/png' });
const details = { teamId: 'team-1', title: 'Summer sale', url: 'https://shop.example/' };
const queue = () => (stored.queuedSaves ?? []) as QueuedSave[];

describe('uploadOrQueue', () => {
  it('keeps a save the server could not receive, picture included, and counts it', async () => {
    mocks.uploadSwipe.mockRejectedValue(new ServerUnreachableError(SERVER));
    const reply = await uploadOrQueue(picture(), details);
    expect(reply).toEqual({ ok: true, queued: true, queuedCount: 1 });
    expect(queue()).toMatchObject([
      { title: 'Summer sale', serverOrigin: SERVER, attempts: 0, operation: { type: 'upload' } },
    ]);
    expect(stored[`queuedFile:${queue()[0]?.id}`]).toBe(btoa('\x01\x02\x03\xfa'));
    expect(badge).toBe('1');
    expect(alarm).toEqual({ name: 'swipestack-send-queued', delayInMinutes: 0.5 });
  });

  it('does not queue a refusal (cap reached) or a sign-in that ended: they are shown at once', async () => {
    const refusal = { ok: false, error: 'Cap reached', limitReached: true };
    mocks.uploadSwipe.mockResolvedValue(refusal);
    expect(await uploadOrQueue(picture(), details)).toEqual(refusal);
    mocks.uploadSwipe.mockRejectedValue(new SignedOutError());
    await expect(uploadOrQueue(picture(), details)).rejects.toThrow(SignedOutError);
    expect(queue()).toEqual([]);
    expect(badge).toBe('');
  });
});

describe('sendQueued', () => {
  it('backs off while the server stays away, then sends the picture as it was kept', async () => {
    mocks.uploadSwipe.mockRejectedValue(new ServerUnreachableError(SERVER));
    await uploadOrQueue(picture(), details);
    await sendQueued();
    expect(queue()[0]?.attempts).toBe(1);
    await sendQueued();
    expect(queue()[0]?.attempts).toBe(2);
    expect(alarm?.delayInMinutes).toBe(1);

    mocks.uploadSwipe.mockResolvedValue({ ok: true, swipeId: 's1', teamId: 'team-1' });
    await sendQueued();
    const [file, swipe] = mocks.uploadSwipe.mock.calls.at(-1) as [File, unknown];
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3, 250]));
    expect(file.name).toBe('screenshot.png');
    expect(swipe).toMatchObject(details);
    expect(queue()).toEqual([]);
    expect(Object.keys(stored).filter((key) => key.startsWith('queuedFile:'))).toEqual([]);
    expect(badge).toBe('');
    expect(alarm).toBeNull();
  });

  it('keeps a save the server refuses once it answers, with the reason, and does not send it again', async () => {
    mocks.uploadSwipe.mockRejectedValueOnce(new ServerUnreachableError(SERVER));
    await uploadOrQueue(picture(), details);
    mocks.uploadSwipe.mockResolvedValue({ ok: false, error: 'Cap reached', limitReached: true });
    await sendQueued();
    expect(queue()).toMatchObject([{ refusal: 'Cap reached' }]);
    expect(badge).toBe('1');
    await sendQueued();
    expect(mocks.uploadSwipe).toHaveBeenCalledTimes(2);
  });

  it('waits for a sign-in when signed out', async () => {
    mocks.uploadSwipe.mockRejectedValueOnce(new ServerUnreachableError(SERVER));
    await uploadOrQueue(picture(), details);
    delete stored.auth;
    await sendQueued();
    expect(mocks.uploadSwipe).toHaveBeenCalledTimes(1);
    expect(queue()).toHaveLength(1);
  });
});
