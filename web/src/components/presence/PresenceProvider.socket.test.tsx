import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppEnvironment, createAppEnvironment } from '../../relay/environment';
import { usePresence } from './PresenceProvider';
import { member, renderablePresence, swipeId } from './presenceTesting';

// Through the app's own network (relay/environment.ts, graphql-ws): after the socket drops,
// graphql-ws connects again and subscribes again by itself, and presence comes back.

interface Message {
  id?: string;
  type: string;
  payload?: { operationName?: string; variables?: Record<string, unknown> };
}

class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static all: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  sent: Message[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Message);
  }
  close(code = 1000, reason = '') {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code, reason });
  }
  // The server's side.
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.({});
  }
  receive(message: Message | { id: string; type: string; payload: unknown }) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** The connection is lost (no close handshake). */
  drop() {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code: 1006, reason: '' });
  }
}

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

/** Opens the latest socket, acknowledges it and answers its subscribe message. */
async function connectLatest() {
  await flush();
  const socket = FakeSocket.all.at(-1);
  if (!socket) throw new Error('No socket was opened.');
  socket.open();
  await flush();
  socket.receive({ type: 'connection_ack' });
  await flush();
  const subscribe = socket.sent.find((message) => message.type === 'subscribe');
  if (!subscribe?.id) throw new Error('Nothing was subscribed.');
  return { socket, subscribe, id: subscribe.id };
}

function Probe() {
  const { members, status } = usePresence();
  return (
    <p data-testid="presence">
      {status}: {members.map((m) => m.name).join(', ')}
    </p>
  );
}

let app: AppEnvironment | null = null;

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});

afterEach(() => {
  cleanup();
  app?.dispose();
  app = null;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('presence over the app’s socket', () => {
  it('comes back after the socket drops', async () => {
    app = createAppEnvironment();
    const S1 = swipeId('s1');
    const { element } = renderablePresence(
      app.environment,
      'team-1',
      `/swipes?swipe=${S1}`,
      <Probe />,
    );
    render(element);

    const first = await connectLatest();
    expect(first.subscribe.payload?.operationName).toBe('PresenceProviderSubscription');
    expect(first.subscribe.payload?.variables).toEqual({ teamId: 'team-1', swipeId: S1 });
    await act(async () =>
      first.socket.receive({
        id: first.id,
        type: 'next',
        payload: { data: { teamPresence: { count: 1, members: [member('u2', 'Ana Lopez')] } } },
      }),
    );
    expect(screen.getByTestId('presence').textContent).toBe('live: Ana Lopez');

    first.socket.drop();
    // graphql-ws waits a moment (1 s and a random 0.3–3 s), then connects again.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(FakeSocket.all).toHaveLength(2);
    const second = await connectLatest();
    expect(second.subscribe.payload?.variables).toEqual({ teamId: 'team-1', swipeId: S1 });
    await act(async () =>
      second.socket.receive({
        id: second.id,
        type: 'next',
        payload: {
          data: {
            teamPresence: { count: 2, members: [member('u2', 'Ana Lopez'), member('u3', 'Bob')] },
          },
        },
      }),
    );
    expect(screen.getByTestId('presence').textContent).toBe('live: Ana Lopez, Bob');
  });
});
