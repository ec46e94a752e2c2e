import { useSyncExternalStore } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { liveSocketOf } from '../relay/environment';
import type { SocketStatus } from '../relay/socket';

/** The state of the live socket of the Relay environment in use. */
export function useLiveSocketStatus(): SocketStatus {
  const socket = liveSocketOf(useRelayEnvironment());
  return useSyncExternalStore(socket.onStatusChange, socket.status);
}

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser says it has a network (`navigator.onLine`, its online/offline events). */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Says so while the connection is down: offline (the browser has no network) nothing can be
 * saved; with a network but the live socket lost, live updates are paused. The status region
 * stays in the page, so screen readers announce the text when it comes; it goes when the
 * connection is back.
 */
export function ConnectionBanner() {
  const online = useBrowserOnline();
  const reconnecting = useLiveSocketStatus() === 'reconnecting';
  return (
    <div role="status">
      {!online || reconnecting ? (
        <p className="fixed top-3 left-1/2 z-50 flex max-w-[calc(100vw-2rem)] -translate-x-1/2 items-center gap-2 rounded-2xl border border-amber-300 bg-amber-100 px-4 py-2 text-sm text-amber-950 shadow-lg">
          <span
            aria-hidden="true"
            className={`inline-block size-3 shrink-0 rounded-full border-2 border-amber-700 ${
              online ? 'border-t-transparent motion-safe:animate-spin' : 'bg-amber-700'
            }`}
          />
          {online ? (
            <span>
              <strong>Reconnecting…</strong> Live updates are paused until the connection is back.
            </span>
          ) : (
            <span>
              <strong>You're offline</strong> — changes will not be saved until the connection is
              back.
            </span>
          )}
        </p>
      ) : null}
    </div>
  );
}
