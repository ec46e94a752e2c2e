import type { Server, ServerResponse } from 'node:http';

/**
 * How the HTTP server stops (SIGTERM, a deploy): it stops accepting connections, lets every
 * request in flight finish, and tells each keep-alive client to go elsewhere: a response not
 * yet started carries `Connection: close`, and the connection closes once it is sent. Without
 * that, a client that keeps its connection busy would keep the server up until the grace
 * period ends and then lose the request it had in flight. Idle connections close at once;
 * whatever is left after `graceMs` is cut.
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
  return () =>
    new Promise<void>((resolve) => {
      closing = true;
      server.close(() => resolve());
      for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), graceMs).unref();
    });
}
