import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { Outlet, useLoaderData } from 'react-router';
import type { Environment } from 'relay-runtime';
import { Toaster } from 'sonner';
import { SkipLink } from '../components/SkipLink';
import { getEnvironment } from '../relay/environment';

interface RootData {
  environment: Environment;
}

/**
 * Runs on every navigation (see shouldRevalidate in routes.tsx) so that an environment
 * replaced on sign-in/sign-out reaches React in the same commit as the new route data.
 */
export function rootLoader(): RootData {
  return { environment: getEnvironment() };
}

export function Root() {
  const { environment } = useLoaderData() as RootData;
  return (
    <RelayEnvironmentProvider environment={environment}>
      <SkipLink />
      <Outlet />
      <Toaster visibleToasts={3} duration={1500} closeButton />
    </RelayEnvironmentProvider>
  );
}

export function BootScreen() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-slate-600" role="status">
      Loading Swipestack…
    </div>
  );
}
