import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import type { UrlGuard } from './ssrf-guard.js';

/**
 * A forward proxy that every connection of a capture's browser context goes through.
 *
 * Playwright's `route` sees a page's requests but not the hops of a redirect (it continues
 * them itself), nor connections Chromium opens without a request (preconnect). Chromium also
 * resolves host names again when it connects, so a name checked by the guard could resolve
 * somewhere else a moment later (DNS rebinding). The proxy closes all three gaps: for each
 * plain-HTTP request and each CONNECT tunnel (HTTPS, WebSockets) it asks the guard, then
 * connects to exactly the address the guard approved.
 */

export type EgressOutcome = { kind: 'refused' | 'unreachable'; message: string };

export type EgressProxy = {
  /** `http://127.0.0.1:<port>`, for the browser context's `proxy.server`. */
  server: string;
  /** What went wrong per `host:port` (bracketless host), for error messages. */
  outcomes: Map<string, EgressOutcome>;
  /** Targets the proxy refused, as `host:port`. */
  refused: string[];
  close(): Promise<void>;
};

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEndHeaders(raw: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] as string;
    if (!HOP_BY_HOP.has(name.toLowerCase())) out.push(name, raw[i + 1] as string);
  }
  return out;
}

const hostKey = (hostname: string, port: string | number) => {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  return `${bare}:${port}`;
};

/** The `host:port` key the proxy uses for a URL, to look up its outcome. */
export function egressKey(url: URL): string {
  const port = url.port || (url.protocol === 'https:' || url.protocol === 'wss:' ? 443 : 80);
  return hostKey(url.hostname, port);
}

export async function startEgressProxy(guard: UrlGuard): Promise<EgressProxy> {
  const outcomes = new Map<string, EgressOutcome>();
  const refused: string[] = [];
  const sockets = new Set<Duplex>();
  const track = (socket: Duplex) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const refuse = (key: string, message: string) => {
    outcomes.set(key, { kind: 'refused', message });
    if (refused.length < 100 && !refused.includes(key)) refused.push(key);
  };
  const unreachable = (key: string, hostname: string) =>
    outcomes.set(key, {
      kind: 'unreachable',
      message: `The site ${hostname} could not be reached.`,
    });

  const server = http.createServer(async (req, res) => {
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (target.protocol !== 'http:') {
      res.writeHead(400).end();
      return;
    }
    const key = egressKey(target);
    const verdict = await guard.check(target);
    if (!verdict.ok) {
      refuse(key, verdict.reason);
      res.writeHead(403, { 'content-type': 'text/plain', 'x-swipestack-egress': 'refused' });
      res.end(verdict.reason);
      return;
    }
    const upstream = http.request({
      host: verdict.addresses[0],
      port: Number(target.port || 80),
      method: req.method,
      path: `${target.pathname}${target.search}`,
      headers: endToEndHeaders(req.rawHeaders),
      setHost: false,
      agent: false,
    });
    upstream.on('socket', track);
    upstream.on('response', (answer) => {
      res.writeHead(
        answer.statusCode ?? 502,
        answer.statusMessage,
        endToEndHeaders(answer.rawHeaders),
      );
      answer.pipe(res);
    });
    upstream.on('error', () => {
      unreachable(key, target.hostname);
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'text/plain', 'x-swipestack-egress': 'unreachable' });
        res.end();
      } else {
        res.destroy();
      }
    });
    req.pipe(upstream);
  });

  server.on('connection', track);
  server.on('clientError', (_error, socket: Duplex) => socket.destroy());
  server.on('upgrade', (_req, socket: Duplex) => {
    // Chromium tunnels WebSockets with CONNECT; an Upgrade through the proxy is not expected.
    socket.end('HTTP/1.1 501 Not Implemented\r\nConnection: close\r\n\r\n');
  });
  server.on('connect', async (req: http.IncomingMessage, client: Duplex, head: Buffer) => {
    track(client);
    client.on('error', () => client.destroy());
    let target: URL;
    try {
      target = new URL(`https://${req.url ?? ''}`);
      if (!target.port && !(req.url ?? '').endsWith(':443')) throw new Error('no port');
    } catch {
      client.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
      return;
    }
    const key = egressKey(target);
    const verdict = await guard.check(target);
    if (!verdict.ok) {
      refuse(key, verdict.reason);
      client.end(
        'HTTP/1.1 403 Forbidden\r\nX-Swipestack-Egress: refused\r\nConnection: close\r\n\r\n',
      );
      return;
    }
    const upstream = net.connect({ host: verdict.addresses[0], port: Number(target.port || 443) });
    track(upstream);
    let connected = false;
    upstream.once('connect', () => {
      connected = true;
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => {
      if (!connected) {
        unreachable(key, target.hostname);
        client.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\n\r\n');
      } else {
        client.destroy();
      }
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;

  return {
    server: `http://127.0.0.1:${port}`,
    outcomes,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
      }),
  };
}
