import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

// A path whose percent-encoding is not valid UTF-8 is the client's mistake: 400, never 500.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

/** Sends the request target exactly as written (fetch would normalize it). */
function rawGet(target: string) {
  const { hostname, port } = new URL(server.url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: hostname, port, path: target, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('malformed percent-encoding', () => {
  it.each([
    '/api/teams/%E0%A4%A/swipes/count',
    '/api/teams/%E0%A4%A',
    '/api/users/%E0%A4%A',
    '/api/users/%E0%A4%A/subscription',
    '/api/%FF',
  ])('%s answers 400 with a JSON message', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      error: 'The address is not valid: its percent-encoding (%…) does not decode.',
    });
  });

  it.each([
    '/files/swipe_image/%E0%A4%A',
    '/files/%E0%A4%A',
    '/app/%E0%A4%A',
    '/%E0%A4%A',
    '/docs/%C3%28',
  ])('%s answers a plain 400 page', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(
      'Bad request: the address is not valid (its percent-encoding does not decode).',
    );
  });

  it.each(['//[', '//%zz/x', '//host:99999/', '//api/users'])(
    'a path that starts with // (%s) is a path, never a host',
    async (path) => {
      const response = await rawGet(path);
      expect(response.status).not.toBe(500);
      if (path === '//%zz/x') expect(response.status).toBe(400);
    },
  );

  it('a WebSocket upgrade to //[ is refused, and the server lives on', async () => {
    const { port } = new URL(server.url);
    const reply = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'GET //[ HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
            'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
        );
      });
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk;
      });
      socket.on('close', () => resolve(data));
      socket.on('error', () => resolve(data));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 403/);
    expect((await get('/healthz')).status).toBe(200);
  });

  it('an image endpoint url parameter that does not decode is refused, not a crash', async () => {
    const response = await get('/_next/image?url=%E0%A4%A&w=640&q=75');
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Only stored images can be resized.');
  });

  it('well-formed encodings still reach their routes', async () => {
    expect((await get('/api/teams/%41bc/swipes/count')).status).toBe(401);
    expect((await get('/healthz')).status).toBe(200);
  });

  it('an HTTP/1.0 request without a Host header (a health check) is answered', async () => {
    const { hostname, port } = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = connect(Number(port), hostname, () =>
        socket.write('GET /healthz HTTP/1.0\r\n\r\n'),
      );
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        text += chunk;
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.[01] 200 /);
    expect(answer).toContain('{"status":"ok"}');
  });
});
