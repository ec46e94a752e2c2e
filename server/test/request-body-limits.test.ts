import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { newUser } from './helpers/users.js';

// Every route that reads a body holds it to its limit as the bytes arrive: a body sent chunked
// (no Content-Length, as node's http.request sends it here) is refused with 413 like one that
// declares its length.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MB = 1024 * 1024;

interface Answer {
  status: number;
  json: { errors?: { message: string; extensions?: object }[]; data?: object; error?: string };
  chunked: boolean;
}

/** POSTs `body` in 64 KB chunks with no Content-Length; answers the status and JSON. */
function postChunked(path: string, headers: Record<string, string>, body: Buffer) {
  return new Promise<Answer>((resolve, reject) => {
    let answered = false;
    const req = request(`${server.url}${path}`, { method: 'POST', headers }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          json: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'),
          // Without Content-Length, node sends the body with Transfer-Encoding: chunked.
          chunked: !req.hasHeader('content-length'),
        }),
      );
    });
    // The server may close the connection before the rest of the body is sent.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    let offset = 0;
    const pump = () => {
      while (offset < body.length) {
        const chunk = body.subarray(offset, offset + 64 * 1024);
        offset += chunk.length;
        if (req.destroyed) return;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
}

/** A valid GraphQL request of about `size` bytes (the query padded with a comment). */
const graphQLBody = (size: number) =>
  Buffer.from(JSON.stringify({ query: `{ __typename } # ${'x'.repeat(size)}` }));

const tooLarge = (message: string) => ({ error: message, code: 'PAYLOAD_TOO_LARGE' });

describe('a chunked body', () => {
  it('within its limit reaches GraphQL whole', async () => {
    const answer = await postChunked(
      '/graphql',
      { 'content-type': 'application/json' },
      graphQLBody(900 * 1024),
    );
    expect(answer.chunked).toBe(true);
    expect(answer).toMatchObject({ status: 200, json: { data: { __typename: 'Query' } } });
  });

  it.each([2, 10, 20])('of %i MB is refused by GraphQL with 413 and a code', async (size) => {
    const answer = await postChunked(
      '/graphql',
      { 'content-type': 'application/json' },
      graphQLBody(size * MB),
    );
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({
      errors: [
        {
          message: 'Request body is larger than 1 MB.',
          extensions: { code: 'PAYLOAD_TOO_LARGE' },
        },
      ],
    });
  });

  it('over 21 MB is refused as an upload', async () => {
    const boundary = 'limit-test';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"{ __typename }"}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const answer = await postChunked(
      '/graphql',
      { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-graphql-yoga-csrf': '1' },
      Buffer.concat([head, Buffer.alloc(22 * MB)]),
    );
    expect(answer.status).toBe(413);
    expect(answer.json.errors?.[0]).toEqual({
      message: 'Uploads can be at most 20 MB.',
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
  });

  it('over 64 KB is refused by a JSON route with 413', async () => {
    const { client } = await newUser(server);
    const answer = await postChunked(
      '/api/teams',
      {
        'content-type': 'application/json',
        cookie: client.cookieHeader(),
        origin: server.config.APP_ORIGIN,
      },
      Buffer.from(JSON.stringify({ name: 'Padded', pad: 'x'.repeat(2 * MB) })),
    );
    expect(answer).toEqual({
      status: 413,
      json: tooLarge('The request body can be at most 64 KB.'),
      chunked: true,
    });
  });

  it('over 1 MB is refused by /monitoring and the Stripe webhook', async () => {
    const big = Buffer.alloc(2 * MB, 'x');
    const reports = await postChunked('/monitoring', { 'content-type': 'text/plain' }, big);
    expect(reports.status).toBe(413);
    expect(reports.json).toEqual(tooLarge('Error reports can be at most 1 MB.'));
    const webhook = await postChunked(
      '/api/billing/webhook',
      { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      big,
    );
    expect(webhook.status).toBe(413);
    expect(webhook.json).toEqual(tooLarge('Stripe events can be at most 1 MB.'));
  });

  it('over 16 KB is refused by the Checkout form post', async () => {
    const { client, teamId } = await newUser(server);
    const form = new URLSearchParams({ teamId, redirect_to: '/swipes?', pad: 'x'.repeat(MB) });
    const answer = await postChunked(
      '/api/billing/checkout-session',
      {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: client.cookieHeader(),
        origin: server.config.APP_ORIGIN,
      },
      Buffer.from(form.toString()),
    );
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual(tooLarge('The form can be at most 16 KB.'));
  });
});
