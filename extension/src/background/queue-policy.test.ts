import { describe, expect, it } from 'vitest';
import type { QueuedSave } from '../shared/queued-saves';
import { badgeText, base64ToFile, dueSaves, fileToBase64, retryDelayMinutes } from './queue-policy';

describe('retryDelayMinutes', () => {
  it('starts at Chrome’s 30-second minimum and doubles up to 30 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(retryDelayMinutes)).toEqual([
      0.5, 0.5, 1, 2, 4, 8, 16, 30, 30,
    ]);
  });
});

describe('badgeText', () => {
  it('counts the waiting saves, and shows nothing when there are none', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(120)).toBe('99+');
  });
});

describe('dueSaves', () => {
  const save = (id: string, queuedAt: number, extra: Partial<QueuedSave> = {}): QueuedSave => ({
    id,
    queuedAt,
    serverOrigin: 'http://localhost:3000',
    title: id,
    attempts: 0,
    operation: { type: 'selection', teamId: 't', text: 'x', pageUrl: null },
    ...extra,
  });

  it('sends the saves for this server, oldest first, and not the refused ones', () => {
    const list = [
      save('later', 20),
      save('refused', 5, { refusal: 'Cap reached' }),
      save('other server', 1, { serverOrigin: 'https://app.example' }),
      save('first', 10),
    ];
    expect(dueSaves(list, 'http://localhost:3000').map((s) => s.id)).toEqual(['first', 'later']);
  });
});

describe('fileToBase64 / base64ToFile', () => {
  it('keeps a file’s bytes through JSON storage', async () => {
    const bytes = new Uint8Array(100_000).map((_, i) => i % 256);
    const text = await fileToBase64(new Blob([bytes]));
    const file = base64ToFile(JSON.parse(JSON.stringify(text)), 'a.png', 'image/png');
    expect(file.name).toBe('a.png');
    expect(file.type).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });
});
