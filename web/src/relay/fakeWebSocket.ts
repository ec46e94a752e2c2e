/**
 * For unit tests: a graphql-ws server in memory and the WebSocket class that reaches it. While
 * the server is `down`, a socket fails to open as a browser's does (an error event, then a close
 * with 1006); `restart()` drops every open socket with 1001 (Going away), as the server's
 * shutdown does.
 */
export class FakeSocketServer {
  down = false;
  readonly sockets: FakeWebSocket[] = [];
  /** Every subscribe message received, in order, with the socket it came on. */
  readonly subscribes: { socket: FakeWebSocket; id: string; payload: unknown }[] = [];

  readonly WebSocket = (() => {
    const server = this;
    return class extends FakeWebSocket {
      constructor(url: string, protocol?: string | string[]) {
        super(url, protocol);
        server.connect(this);
      }
    };
  })();

  private connect(socket: FakeWebSocket) {
    this.sockets.push(socket);
    setTimeout(() => {
      if (this.down) {
        socket.readyState = FakeWebSocket.CLOSED;
        socket.onerror?.(new Event('error'));
        socket.onclose?.({ code: 1006, reason: '', wasClean: false });
        return;
      }
      socket.readyState = FakeWebSocket.OPEN;
      socket.onopen?.(new Event('open'));
    });
    socket.received = (message) => {
      if (message.type === 'connection_init') socket.deliver({ type: 'connection_ack' });
      if (message.type === 'subscribe')
        this.subscribes.push({ socket, id: String(message.id), payload: message.payload });
    };
  }

  /** The open sockets. */
  open(): FakeWebSocket[] {
    return this.sockets.filter((socket) => socket.readyState === FakeWebSocket.OPEN);
  }

  /** Sends `data` to each subscription of the open sockets, as a `next` message. */
  publish(data: unknown) {
    for (const { socket, id } of this.subscribes) {
      if (socket.readyState === FakeWebSocket.OPEN)
        socket.deliver({ id, type: 'next', payload: { data } });
    }
  }

  /** The server stops: open sockets close with 1001 and new ones fail until `up()`. */
  stop() {
    this.down = true;
    for (const socket of this.open()) socket.close(1001, 'Going away');
  }

  up() {
    this.down = false;
  }
}

export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readyState = FakeWebSocket.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  received: (message: Record<string, unknown>) => void = () => {};

  constructor(
    readonly url: string,
    readonly protocol?: string | string[],
  ) {}

  send(data: string) {
    if (this.readyState !== FakeWebSocket.OPEN) return;
    const message = JSON.parse(data) as Record<string, unknown>;
    setTimeout(() => this.received(message));
  }

  close(code = 1000, reason = '') {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    setTimeout(() => this.onclose?.({ code, reason, wasClean: true }));
  }

  deliver(message: Record<string, unknown>) {
    setTimeout(() => {
      if (this.readyState === FakeWebSocket.OPEN)
        this.onmessage?.({ data: JSON.stringify(message) });
    });
  }
}
