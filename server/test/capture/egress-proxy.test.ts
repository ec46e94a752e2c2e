import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EgressProxy, startEgressProxy } from '../../src/capture/egress-proxy.js';
import { createUrlGuard, type Lookup, REASONS } from '../../src/capture/ssrf-guard.js';

// Resolution is pinned: the proxy connects to the address the guard approved, never
// re-resolving, so a name cannot switch to a private address after the check (DNS rebinding).
let resolutions = 0;
const lookup: Lookup = async (hostname) => {
  resolutions++;
  if (hostname === 'site.test') return [{ address: '127.0.0.1', family: 4 }];
  if (hostname === 'meta.test') return [{ address: '169.254.169.254', family: 4 }];
  throw new Error('ENOTFOUND');
};

const upstream = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain', 'x-upstream': 'yes' });
  res.end(`hello ${req.method} ${req.url} host=${req.headers.host}`);
});
let upstreamPort = 0;
let proxy: EgressProxy;
let proxyPort = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamPort = (upstream.address() as AddressInfo).port;
  proxy = await startEgressProxy(createUrlGuard({ allowPrivate: true, lookup }));
  proxyPort = Number(new URL(proxy.server).port);
});
afterAll(async () => {
  await proxy.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

function viaProxy(target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: proxyPort, path: target, headers: { host: new URL(target).host } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function connect(authority: string): Promise<{ head: string; socket: net.Socket }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(proxyPort, '127.0.0.1', () => {
      socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n`);
    });
    socket.once('data', (data) => resolve({ head: data.toString('latin1'), socket }));
    socket.once('error', reject);
  });
}

describe('egress proxy', () => {
  it('forwards plain HTTP to the approved address with the original Host header', async () => {
    const answer = await viaProxy(`http://site.test:${upstreamPort}/page?q=1`);
    expect(answer).toEqual({
      status: 200,
      body: `hello GET /page?q=1 host=site.test:${upstreamPort}`,
    });
  });

  it('refuses plain HTTP to blocked addresses', async () => {
    const answer = await viaProxy(`http://meta.test:${upstreamPort}/latest/meta-data/`);
    expect(answer).toEqual({ status: 403, body: REASONS.metadata });
    expect(proxy.refused).toContain(`meta.test:${upstreamPort}`);
    expect(proxy.outcomes.get(`meta.test:${upstreamPort}`)).toEqual({
      kind: 'refused',
      message: REASONS.metadata,
    });
    expect(await viaProxy(`http://169.254.169.254:${upstreamPort}/`)).toMatchObject({
      status: 403,
    });
  });

  it('tunnels CONNECT to approved addresses only', async () => {
    const ok = await connect(`site.test:${upstreamPort}`);
    expect(ok.head).toMatch(/^HTTP\/1\.1 200 /);
    const reply = new Promise<string>((resolve) => ok.socket.once('data', (d) => resolve(`${d}`)));
    ok.socket.write(`GET /tunnel HTTP/1.1\r\nHost: site.test\r\nConnection: close\r\n\r\n`);
    expect(await reply).toContain('hello GET /tunnel host=site.test');
    ok.socket.destroy();

    for (const authority of [
      `meta.test:443`,
      `169.254.169.254:80`,
      `[fd00:ec2::254]:443`,
      `[::ffff:a9fe:a9fe]:443`,
      'nowhere.test:443',
    ]) {
      const refused = await connect(authority);
      expect(refused.head, authority).toMatch(/^HTTP\/1\.1 403 /);
      refused.socket.destroy();
    }
  });

  it('resolves each host once and connects to that address', async () => {
    const before = resolutions;
    await viaProxy(`http://site.test:${upstreamPort}/again`);
    await viaProxy(`http://site.test:${upstreamPort}/and-again`);
    expect(resolutions).toBe(before);
  });
});
