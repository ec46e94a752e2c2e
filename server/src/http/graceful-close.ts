import type { Server, ServerResponse } from 'node:http';

/**
 * How the HTTP server stops (SIGTERM, a deploy), in two steps:
 * 1. Draining: it still accepts connections (so `/readyz` can answer 503 to a load balancer's
 *    probe) until every request that was in flight when it was told to stop has finished. Every
 *    response from then on carries `Connection: close` and idle keep-alive connections close,
 *    so keep-alive clients go elsewhere; a request that still comes is served.
 * 2. Closing: it stops accepting connections and lets the requests still running finish.
 * Whatever is left `graceMs` after the start is cut. Without `Connection: close`, a client
 * that keeps its connection busy would keep the server up until the grace period ends and then
 * lose the request it had in flight.
 *
 * Call it when the server is created (it follows the requests from then on); it answers the
 * function that closes the server.
 */
export function gracefulClose(server: Server, graceMs: number) {
  const inFlight = new Set<ServerResponse>();
  let closing = false;
  server.on('request', (_req, res: ServerResponse) => {
    if (closing) {
      res.shouldKeepAlive = false;
      return;
    }
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  return async () => {
    closing = true;
    const draining = [...inFlight].map(
      (res) => new Promise<void>((resolve) => res.once('close', () => resolve())),
    );
    for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
    server.closeIdleConnections();
    let cut: NodeJS.Timeout | undefined;
    const graceOver = new Promise<void>((resolve) => {
      cut = setTimeout(resolve, graceMs);
    });
    await Promise.race([Promise.all(draining), graceOver]);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await Promise.race([closed, graceOver]);
    clearTimeout(cut);
    server.closeAllConnections();
    await closed;
  };
}
