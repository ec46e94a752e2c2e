import { useEffect, useState } from 'react';

export type TargetTab =
  | { status: 'loading' }
  | { status: 'ready'; tab: chrome.tabs.Tab & { id: number } }
  | { status: 'unavailable'; reason: string };

/**
 * The tab to save: the active tab of the popup's window, or the one named by `?tabId=` when
 * the popup page is open in a tab of its own (keyboard users, tests).
 */
export function useTargetTab(): TargetTab {
  const [target, setTarget] = useState<TargetTab>({ status: 'loading' });
  useEffect(() => {
    const requested = Number(new URLSearchParams(window.location.search).get('tabId'));
    const find =
      Number.isInteger(requested) && requested > 0
        ? chrome.tabs.get(requested)
        : chrome.tabs.query({ active: true, currentWindow: true }).then(([tab]) => tab);
    find
      .then((tab) =>
        setTarget(
          tab?.id !== undefined
            ? { status: 'ready', tab: tab as chrome.tabs.Tab & { id: number } }
            : { status: 'unavailable', reason: 'There is no tab to save.' },
        ),
      )
      .catch(() => setTarget({ status: 'unavailable', reason: 'That tab is closed.' }));
  }, []);
  return target;
}

/** Whether the popup page is open in a tab of its own rather than as the toolbar popup. */
export const openInTab = () => new URLSearchParams(window.location.search).has('tabId');
