import { useSyncExternalStore } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { liveSocketOf } from '../relay/environment';
import type { SocketStatus } from '../relay/socket';

/** The state of the live socket of the Relay environment in use. */
export function useLiveSocketStatus(): SocketStatus {
  const socket = liveSocketOf(useRelayEnvironment());
  return useSyncExternalStore(socket.onStatusChange, socket.status);
}

/**
 * Says so while the live socket is down (live updates paused). The status region stays in the
 * page, so screen readers announce the text when it comes.
 */
export function ReconnectingBanner() {
  const down = useLiveSocketStatus() === 'reconnecting';
  return (
    <div role="status">
      {down ? (
        <p className="fixed top-3 left-1/2 z-50 flex max-w-[calc(100vw-2rem)] -translate-x-1/2 items-center gap-2 rounded-full border border-amber-300 bg-amber-100 px-4 py-2 text-sm text-amber-950 shadow-lg">
          <span
            aria-hidden="true"
            className="inline-block size-3 shrink-0 rounded-full border-2 border-amber-700 border-t-transparent motion-safe:animate-spin"
          />
          <span>
            <strong>Reconnecting…</strong> Live updates are paused until the connection is back.
          </span>
        </p>
      ) : null}
    </div>
  );
}
