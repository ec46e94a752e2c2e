import { useEffect, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';

// The support chat's state (spec §4: CLOSED or OPEN, toggled by Help, hidden when closed) and
// the message being written, kept while the panel is closed. Sign-out resets both.

let open = false;
let draft = '';
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openSupportChat = () => set(true);
export const closeSupportChat = () => set(false);
export const toggleSupportChat = () => set(!open);
export const isSupportChatOpen = () => open;

/** Sign-out: the chat closes and forgets what was being written. */
export function resetSupportChat() {
  draft = '';
  set(false);
}

export const supportDraft = () => draft;
export function keepSupportDraft(text: string) {
  draft = text;
}

export function useSupportChatOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}

/** `?support=open` (the link in a reply's email) opens the chat, then leaves the address. */
export function useSupportOpenParam() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('support') === 'open';
  useEffect(() => {
    if (!wanted) return;
    openSupportChat();
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('support');
        return next;
      },
      { replace: true },
    );
  }, [wanted, setParams]);
}
