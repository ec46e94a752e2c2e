import { type ReactNode, useSyncExternalStore } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { Outlet, useLoaderData } from 'react-router';
import type { Environment } from 'relay-runtime';
import { getEnvironment, onEnvironmentReset } from './environment';

// Relay loads only with the routes and parts that use it, never with the public pages' first
// load (docs/web.md, JavaScript budget).

interface RelayScopeData {
  environment: Environment;
}

/**
 * Runs on every navigation (shouldRevalidate in routes.tsx) so that an environment replaced on
 * sign-in/sign-out reaches React in the same commit as the child routes' preloaded queries.
 */
export function relayScopeLoader(): RelayScopeData {
  return { environment: getEnvironment() };
}

/** Layout route around the routes whose pages use Relay (the app, sign-in, published collections). */
export function RelayScope() {
  const { environment } = useLoaderData() as RelayScopeData;
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Outlet />
    </RelayEnvironmentProvider>
  );
}

/** For a Relay part of a page outside a Relay route (no preloaded queries): follows resets. */
export function CurrentRelayEnvironment({ children }: { children: ReactNode }) {
  const environment = useSyncExternalStore(onEnvironmentReset, getEnvironment);
  return <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
}
