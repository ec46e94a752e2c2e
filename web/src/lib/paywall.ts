import { useSyncExternalStore } from 'react';

/** The paywall modal's state, shared by the pages that can hit the Free cap. */
let state: { open: boolean; message: string | null; hint: string | null } = {
  open: false,
  message: null,
  hint: null,
};
const listeners = new Set<() => void>();

function set(next: typeof state) {
  state = next;
  for (const listener of listeners) listener();
}

/** What the paywall says under its offer when the swipe cap is what stopped the person. */
export const MAKE_ROOM_HINT =
  'To make room on the Free plan, delete swipes you no longer need, or upgrade.';

/** Opens the paywall with `message` as its heading and `hint` (how else to go on) below it. */
export function openPaywall(message?: string | null, hint?: string | null): void {
  set({ open: true, message: message ?? null, hint: hint ?? null });
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
