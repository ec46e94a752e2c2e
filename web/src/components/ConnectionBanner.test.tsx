import { act, cleanup, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createOperationDescriptor, getRequest, requestSubscription } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AppLayoutQuery from '../__generated__/AppLayoutQuery.graphql';
import SessionWatcherSubscription from '../__generated__/SessionWatcherSubscription.graphql';
import TeamSelectorQuery from '../__generated__/TeamSelectorQuery.graphql';
import { type AppEnvironment, createAppEnvironment } from '../relay/environment';
import { FakeSocketServer } from '../relay/fakeWebSocket';
import { ConnectionBanner } from './ConnectionBanner';

const environments: AppEnvironment[] = [];
afterEach(() => {
  cleanup();
  for (const { dispose } of environments.splice(0)) dispose();
  vi.unstubAllGlobals();
});

/** The app's environment over a socket server in memory, with every HTTP query answered. */
function setUp() {
  const server = new FakeSocketServer();
  vi.stubGlobal('WebSocket', server.WebSocket);
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      asked.push(JSON.parse(String(init.body)).operationName);
      return Response.json({ data: { viewer: null } });
    }),
  );
  // Retries at once (the app waits 1 s and more: retryDelayMs).
  const app = createAppEnvironment({ retryDelay: () => 0 });
  environments.push(app);
  const { environment } = app;
  requestSubscription(environment, { subscription: SessionWatcherSubscription, variables: {} });
  render(
    <RelayEnvironmentProvider environment={environment}>
      <ConnectionBanner />
    </RelayEnvironmentProvider>,
  );
  return { server, environment, asked };
}

describe('ConnectionBanner', () => {
  it('says "Reconnecting…" while the socket is down, and the shown queries are asked again once it is back', async () => {
    const { server, environment, asked } = setUp();
    const shown = environment.retain(createOperationDescriptor(getRequest(AppLayoutQuery), {}));
    const gone = environment.retain(createOperationDescriptor(getRequest(TeamSelectorQuery), {}));
    gone.dispose();
    await vi.waitFor(() => expect(server.subscribes).toHaveLength(1));
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    act(() => server.stop());
    await vi.waitFor(() => expect(status.textContent).toContain('Reconnecting…'));
    await vi.waitFor(() => expect(server.sockets.length).toBeGreaterThanOrEqual(3));
    expect(status.textContent).toContain('Reconnecting…');
    expect(asked).toEqual([]);

    act(() => server.up());
    await vi.waitFor(() => expect(status.textContent).toBe(''));
    await vi.waitFor(() => expect(asked).toEqual(['AppLayoutQuery']));
    expect(server.subscribes).toHaveLength(2);
    shown.dispose();
  });

  it('says the browser is offline, and that nothing is saved, until it is back online', async () => {
    setUp();
    const status = screen.getByRole('status');
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(status.textContent).toBe(
      "You're offline — changes will not be saved until the connection is back.",
    );
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(status.textContent).toBe('');
    online.mockRestore();
  });
});
