import { useRelayEnvironment } from 'react-relay/hooks';
import { toast } from 'sonner';
import { runBulkAction, sendDeleteOnExit } from './bulkMutations';
import { useSelection } from './SelectionContext';

/** How long the Undo toast stays (the one toast longer than the usual 1.5 s: docs/swipes.md). */
export const UNDO_MS = 6000;

const countText = (n: number) => `${n} ${n === 1 ? 'swipe' : 'swipes'}`;

/**
 * Deletes with Undo: the swipes leave the grid at once and a toast "N swipes deleted" offers
 * Undo for UNDO_MS; the delete is sent when the toast ends (or, if the page goes away first,
 * with a keepalive request). Undo shows them again without a server call.
 */
export function useUndoableDelete(onError: (message: string) => void) {
  const environment = useRelayEnvironment();
  const selection = useSelection();
  return (swipeIds: readonly string[]) => {
    if (!selection || !swipeIds.length) return;
    const ids = [...swipeIds];
    let settled = false;
    const onExit = () => settle(true);
    const settle = (exiting = false) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('pagehide', onExit);
      if (exiting) {
        sendDeleteOnExit(ids);
        return;
      }
      runBulkAction(environment, 'delete', ids, {}, (outcome) => {
        if (outcome.ok) return;
        selection.unhide(ids);
        onError(outcome.error ?? 'Could not delete the swipes.');
      });
    };
    window.addEventListener('pagehide', onExit);
    selection.hide(ids);
    selection.clear();
    toast(`${countText(ids.length)} deleted`, {
      duration: UNDO_MS,
      action: {
        label: 'Undo',
        onClick: () => {
          if (settled) return;
          settled = true;
          window.removeEventListener('pagehide', onExit);
          selection.unhide(ids);
        },
      },
      onAutoClose: () => settle(),
      onDismiss: () => settle(),
    });
  };
}
