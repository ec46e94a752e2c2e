import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadVideo, isFetchable, VideoTooLargeError, videoContentType } from './video-download';

afterEach(() => vi.unstubAllGlobals());

/** A response streamed in `chunks` bytes, as a server sends a file. */
function videoResponse(size: number, headers: Record<string, string>, chunks = 4) {
  const part = new Uint8Array(Math.ceil(size / chunks));
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      const next = part.subarray(0, Math.min(part.length, size - sent));
      sent += next.length;
      controller.enqueue(next);
    },
  });
  return new Response(body, { status: 200, headers });
}

describe('videoContentType', () => {
  it("takes the response's type when the server accepts it, else the address's extension", () => {
    expect(videoContentType('https://cdn.test/a', 'video/webm; codecs=vp9')).toBe('video/webm');
    expect(videoContentType('https://cdn.test/clip.MOV?x=1', 'application/octet-stream')).toBe(
      'video/quicktime',
    );
    expect(videoContentType('https://cdn.test/clip.m4v', null)).toBe('video/mp4');
    expect(videoContentType('https://cdn.test/stream', null)).toBe('video/mp4');
  });
});

describe('isFetchable', () => {
  it('downloads http(s) files, not MediaSource or in-memory blob: addresses', () => {
    expect(isFetchable('https://cdn.test/a.mp4')).toBe(true);
    expect(isFetchable('blob:https://site.test/1b2c')).toBe(false);
    expect(isFetchable('data:video/mp4;base64,AAAA')).toBe(false);
  });
});

describe('downloadVideo', () => {
  const limit = 1000;

  it('reports progress and keeps every byte', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        videoResponse(900, { 'content-type': 'video/mp4', 'content-length': '900' }),
      ),
    );
    const progress: [number, number | null][] = [];
    const video = await downloadVideo('https://cdn.test/a.mp4', limit, 'too large', (l, t) =>
      progress.push([l, t]),
    );
    expect(video.blob.size).toBe(900);
    expect(video.contentType).toBe('video/mp4');
    expect(progress[0]).toEqual([0, 900]);
    expect(progress.at(-1)).toEqual([900, 900]);
  });

  it('refuses a declared size over the limit before reading it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => videoResponse(5000, { 'content-length': '5000' })),
    );
    const progress = vi.fn();
    await expect(
      downloadVideo('https://cdn.test/a.mp4', limit, 'This video is larger than 50 MB.', progress),
    ).rejects.toThrow(new VideoTooLargeError('This video is larger than 50 MB.'));
    expect(progress).not.toHaveBeenCalled();
  });

  it('stops a download without a declared size once it passes the limit', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => videoResponse(5000, {}, 10)),
    );
    const progress = vi.fn();
    await expect(downloadVideo('https://cdn.test/a', limit, 'too large', progress)).rejects.toThrow(
      VideoTooLargeError,
    );
    expect(progress.mock.calls.at(-1)?.[0]).toBeLessThanOrEqual(limit);
  });

  it('tries with the site’s cookies after a refusal, and says when both are refused', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 403 }));
    vi.stubGlobal('fetch', fetch);
    await expect(downloadVideo('https://cdn.test/a.mp4', limit, 'x', vi.fn())).rejects.toThrow(
      "The video's file could not be downloaded (403).",
    );
    expect(fetch.mock.calls.map((call) => (call as unknown[])[1])).toEqual([
      { credentials: 'omit' },
      { credentials: 'include' },
    ]);
  });

  it('does not take a web page or a streaming playlist for a video', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('#EXTM3U', { headers: { 'content-type': 'application/vnd.apple.mpegurl' } }),
      ),
    );
    await expect(downloadVideo('https://cdn.test/live.m3u8', limit, 'x', vi.fn())).rejects.toThrow(
      "The video's address does not give a video file.",
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { headers: { 'content-type': 'text/html' } })),
    );
    await expect(downloadVideo('https://site.test/watch', limit, 'x', vi.fn())).rejects.toThrow(
      "The video's address does not give a video file.",
    );
  });
});
