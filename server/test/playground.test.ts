import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiToken } from '../src/auth/api-tokens.js';
import { startTestServer, type TestServer, uniqueEmail } from './harness.js';

// The GraphQL playground (docs/graphql.md): GraphiQL from our own files, under a CSP that
// allows nothing else, usable in production with a personal token.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ NODE_ENV: 'production' });
});
afterAll(() => server.close());

const page = () => fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });

async function userWithToken(scope: 'FULL' | 'READ_ONLY' = 'FULL') {
  const user = await server.db.prisma.user.create({
    data: { email: uniqueEmail(), name: 'API', passwordHash: 'unused' },
  });
  const { token } = await issueApiToken(user.id, 'Playground', { scope });
  return { email: user.email, token };
}

describe('the playground page', () => {
  it('is served in production and references no other host', async () => {
    const response = await page();
    expect(response.status).toBe(200);
    const html = await response.text();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/https?:|\*/);
    const references = [...html.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) expect(reference, reference).toMatch(/^\/(?!\/)/);
    expect(html).not.toMatch(/https?:\/\/|unpkg|jsdelivr/);
    // No inline script: only JSON data and our own files.
    for (const script of html.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)) {
      const [, attributes = '', body = ''] = script;
      expect(attributes.includes('src=') || attributes.includes('application/json'), body).toBe(
        true,
      );
    }
    for (const reference of references.filter((path) => path.startsWith('/graphiql/'))) {
      const asset = await fetch(`${server.url}${reference}`);
      expect(asset.status, reference).toBe(200);
      await asset.arrayBuffer();
    }
  });

  it('serves its files compressed and cacheable', async () => {
    const asset = await fetch(`${server.url}/graphiql/graphiql.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toContain('max-age=');
    expect((await asset.text()).length).toBeGreaterThan(1_000_000);
    const etag = asset.headers.get('etag') ?? '';
    const again = await fetch(`${server.url}/graphiql/graphiql.js`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect((await fetch(`${server.url}/graphiql/nothing.js`)).status).toBe(404);
  });
});

describe('in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
  });
  afterAll(() => browser?.close());

  it('runs a query with a personal token in production, asking no other host', async () => {
    const { email, token } = await userWithToken();
    const context = await browser.newContext();
    const tab = await context.newPage();
    const elsewhere: string[] = [];
    const problems: string[] = [];
    tab.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== server.url && url.protocol !== 'data:') elsewhere.push(request.url());
    });
    tab.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    tab.on('pageerror', (error) => problems.push(error.message));
    const introspectedWithToken: string[] = [];
    tab.on('request', (request) => {
      if (request.postData()?.includes('__schema') && request.headers().authorization) {
        introspectedWithToken.push(request.url());
      }
    });
    await tab.goto(`${server.url}/graphql`);
    // The editor shows the default query once GraphiQL (and Monaco) have started.
    await expect
      .poll(() => tab.locator('#root').innerText(), { timeout: 20_000 })
      .toContain('viewer');
    const field = tab.getByRole('textbox', { name: 'API token' });
    await field.fill(token);
    await field.press('Tab');
    // Entering a token loads the schema again, with it: completion and the docs work at once.
    await expect.poll(() => introspectedWithToken.length, { timeout: 20_000 }).toBeGreaterThan(0);
    await tab.getByRole('button', { name: /^Execute query/ }).click();
    await expect.poll(() => tab.locator('body').innerText(), { timeout: 20_000 }).toContain(email);
    expect(elsewhere).toEqual([]);
    expect(problems.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    await context.close();
  });
});

describe('with a read-only token', () => {
  it('runs queries but refuses mutations sent as free text', async () => {
    const { email, token } = await userWithToken('READ_ONLY');
    const ask = (query: string) =>
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query }),
      }).then((response) => response.json());
    expect((await ask('{ viewer { email } }')).data.viewer.email).toBe(email);
    const change = await ask('mutation { updateProfile(input: {name: "X"}) { viewer { name } } }');
    expect(change.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
