import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionError, HttpAnswerError } from './requestErrors';
import {
  postMultipart,
  UploadTooLargeError,
  uploadProgressConfig,
  uploadProgressListener,
} from './upload';

/** An XMLHttpRequest that answers what the test says, when it says. */
class FakeRequest {
  static last: FakeRequest | null = null;
  headers: Record<string, string> = {};
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  sent: unknown = null;
  constructor() {
    FakeRequest.last = this;
  }
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('postMultipart', () => {
  it('reports the share sent and answers the GraphQL response', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const seen: number[] = [];
    const body = new FormData();
    const answer = postMultipart(body, (fraction) => seen.push(fraction));
    const request = FakeRequest.last as FakeRequest;
    expect(request.sent).toBe(body);
    expect(request.headers['x-graphql-yoga-csrf']).toBe('1');
    request.upload.onprogress?.({
      lengthComputable: true,
      loaded: 25,
      total: 100,
    } as ProgressEvent);
    request.upload.onprogress?.({
      lengthComputable: true,
      loaded: 100,
      total: 100,
    } as ProgressEvent);
    request.answer(200, '{"data":{"ok":true}}');
    await expect(answer).resolves.toEqual({ data: { ok: true } });
    expect(seen).toEqual([0.25, 1]);
  });

  it('names the size when the server refuses the body with 413', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const answer = postMultipart(new FormData());
    (FakeRequest.last as FakeRequest).answer(
      413,
      '{"errors":[{"message":"Uploads can be at most 20 MB."}]}',
    );
    await expect(answer).rejects.toBeInstanceOf(UploadTooLargeError);
    await expect(answer).rejects.toThrow('This image is larger than 20 MB.');
  });

  it('fails as a lost connection when no answer came', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const answer = postMultipart(new FormData());
    (FakeRequest.last as FakeRequest).onerror?.();
    await expect(answer).rejects.toBeInstanceOf(ConnectionError);
  });

  it('fails as an HTTP answer, not a lost connection, when the answer is not GraphQL', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const answer = postMultipart(new FormData());
    (FakeRequest.last as FakeRequest).answer(502, '<html>Bad gateway</html>');
    await expect(answer).rejects.toBeInstanceOf(HttpAnswerError);
  });
});

describe('uploadProgressConfig', () => {
  it('carries the listener to the network layer', () => {
    const listener = () => {};
    expect(uploadProgressListener(uploadProgressConfig(listener))).toBe(listener);
    expect(uploadProgressListener({})).toBeUndefined();
    expect(uploadProgressListener(null)).toBeUndefined();
  });
});
