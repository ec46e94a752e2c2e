import { act } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  Environment,
  type GraphQLResponse,
  Network,
  Observable,
  RecordSource,
  Store,
  type Variables,
} from 'relay-runtime';
import type { Sink } from 'relay-runtime/network/RelayObservable';
import { PresenceProvider, type PresentMember } from './PresenceProvider';

// Test kit for presence: a Relay environment whose subscriptions the test answers, and the
// provider under a memory router (so `?swipe=` can change).

export interface HeldSubscription {
  name: string;
  variables: Variables;
  sink: Sink<GraphQLResponse>;
  disposed: boolean;
}

/** A swipe's global id as the server makes them (base64 of `Swipe:<id>`). */
export const swipeId = (id: string) => btoa(`Swipe:${id}`);

/** The viewer's User id in these tests: `member('u1', …, true)` is the viewer. */
export const VIEWER_ID = 'u1';

export const member = (
  userId: string,
  name: string,
  swipeIds: string[] = [],
  isViewer = false,
): PresentMember => ({ userId, name, swipeIds, isViewer });

export function presenceEnvironment() {
  const subscriptions: HeldSubscription[] = [];
  const environment = new Environment({
    network: Network.create(
      () => Observable.create(() => {}),
      (params, variables) =>
        Observable.create<GraphQLResponse>((sink) => {
          const held: HeldSubscription = { name: params.name, variables, sink, disposed: false };
          subscriptions.push(held);
          return () => {
            held.disposed = true;
          };
        }),
    ),
    store: new Store(new RecordSource()),
  });
  /** The subscriptions still running. */
  const live = () => subscriptions.filter((held) => !held.disposed && !held.sink.closed);
  /** The server's answer on the running subscription. */
  const send = (members: PresentMember[], count = members.length) =>
    act(() => {
      const [held] = live();
      if (!held) throw new Error('No presence subscription is running.');
      held.sink.next({ data: { teamPresence: { count, members } } });
    });
  return { environment, subscriptions, live, send };
}

/**
 * `children` inside the provider for `teamId`, at `path` of a memory router; `switchTeam`
 * selects another team (or none).
 */
export function renderablePresence(
  environment: Environment,
  teamId: string | null,
  path: string,
  children: ReactNode,
) {
  let select: (teamId: string | null) => void = () => {};
  function Harness() {
    const [selected, setSelected] = useState(teamId);
    select = setSelected;
    return (
      <PresenceProvider teamId={selected} viewerId={VIEWER_ID}>
        {children}
      </PresenceProvider>
    );
  }
  const router = createMemoryRouter([{ path: '*', Component: Harness }], {
    initialEntries: [path],
  });
  const element = (
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  );
  const switchTeam = (next: string | null) => act(() => select(next));
  const go = (to: string) => act(() => router.navigate(to));
  return { router, element, switchTeam, go };
}
