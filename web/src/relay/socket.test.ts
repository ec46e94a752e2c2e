import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSocketServer } from './fakeWebSocket';
import { createLiveSocket, type LiveSocket, retryDelayMs } from './socket';

const sockets: LiveSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.dispose();
});

function liveSocket(server: FakeSocketServer, onReconnected = vi.fn()) {
  const socket = createLiveSocket({
    url: 'ws://localhost/graphql',
    onReconnected,
    retryDelay: () => 0,
    webSocketImpl: server.WebSocket,
  });
  sockets.push(socket);
  return socket;
}

function listen(socket: LiveSocket) {
  const sink = { next: vi.fn(), error: vi.fn(), complete: vi.fn() };
  const unsubscribe = socket.subscribe({ query: 'subscription { teamEvents }' }, sink);
  return { sink, unsubscribe };
}

describe('the live socket', () => {
  it('subscribes again after a server restart whose first retries are refused, and says when it is back', async () => {
    const server = new FakeSocketServer();
    const onReconnected = vi.fn();
    const socket = liveSocket(server, onReconnected);
    const { sink } = listen(socket);
    await vi.waitFor(() => expect(server.subscribes).toHaveLength(1));
    expect(socket.status()).toBe('live');
    server.publish({ n: 1 });
    await vi.waitFor(() => expect(sink.next).toHaveBeenCalledTimes(1));

    server.stop();
    await vi.waitFor(() => expect(socket.status()).toBe('reconnecting'));
    // Retries while the server is down fail before a socket opens (error, then close 1006).
    await vi.waitFor(() => expect(server.sockets.length).toBeGreaterThanOrEqual(4));
    expect(socket.status()).toBe('reconnecting');
    expect(onReconnected).not.toHaveBeenCalled();

    server.up();
    await vi.waitFor(() => expect(server.subscribes).toHaveLength(2));
    expect(server.subscribes[1]?.payload).toEqual(server.subscribes[0]?.payload);
    expect(server.subscribes[1]?.socket).not.toBe(server.subscribes[0]?.socket);
    expect(socket.status()).toBe('live');
    expect(onReconnected).toHaveBeenCalledTimes(1);
    server.publish({ n: 2 });
    await vi.waitFor(() => expect(sink.next).toHaveBeenCalledTimes(2));
    expect(sink.next).toHaveBeenLastCalledWith({ data: { n: 2 } });
    expect(sink.error).not.toHaveBeenCalled();
    expect(sink.complete).not.toHaveBeenCalled();
  });

  it('tells its listeners each change of state', async () => {
    const server = new FakeSocketServer();
    const socket = liveSocket(server);
    const seen: string[] = [];
    socket.onStatusChange(() => seen.push(socket.status()));
    expect(socket.status()).toBe('idle');
    listen(socket);
    await vi.waitFor(() => expect(socket.status()).toBe('live'));
    server.stop();
    await vi.waitFor(() => expect(socket.status()).toBe('reconnecting'));
    server.up();
    await vi.waitFor(() => expect(socket.status()).toBe('live'));
    expect(seen).toEqual(['live', 'reconnecting', 'live']);
  });

  it('is idle once no subscription wants it', async () => {
    const server = new FakeSocketServer();
    const socket = liveSocket(server);
    const { unsubscribe } = listen(socket);
    await vi.waitFor(() => expect(socket.status()).toBe('live'));
    server.stop();
    await vi.waitFor(() => expect(socket.status()).toBe('reconnecting'));
    unsubscribe();
    expect(socket.status()).toBe('idle');
    server.up();
    listen(socket);
    await vi.waitFor(() => expect(socket.status()).toBe('live'));
  });

  it('is idle when its last subscription is closed normally (nothing to reconnect)', async () => {
    const server = new FakeSocketServer();
    const socket = liveSocket(server);
    const { unsubscribe } = listen(socket);
    await vi.waitFor(() => expect(socket.status()).toBe('live'));
    unsubscribe();
    await vi.waitFor(() => expect(server.open()).toHaveLength(0));
    expect(socket.status()).toBe('idle');
  });
});

describe('retryDelayMs', () => {
  it('doubles from 1 s up to 8 s, plus up to 1 s', () => {
    expect([0, 1, 2, 3, 4, 10].map((n) => retryDelayMs(n, () => 0))).toEqual([
      1000, 2000, 4000, 8000, 8000, 8000,
    ]);
    expect(retryDelayMs(0, () => 0.999)).toBe(1999);
  });
});
