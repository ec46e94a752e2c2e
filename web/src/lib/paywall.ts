import { useSyncExternalStore } from 'react';

/** The paywall modal's state, shared by the pages that can hit the Free cap. */
let state: { open: boolean; message: string | null } = { open: false, message: null };
const listeners = new Set<() => void>();

function set(next: typeof state) {
  state = next;
  for (const listener of listeners) listener();
}

export function openPaywall(message?: string | null): void {
  set({ open: true, message: message ?? null });
}

export function closePaywall(): void {
  set({ ...state, open: false });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function usePaywall() {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
