import { useRelayEnvironment } from 'react-relay/hooks';
import { toast } from 'sonner';
import { runBulkAction, sendOnExit } from './bulkMutations';
import { useSelection } from './SelectionContext';

/**
 * How long a bulk action's Undo toast stays (longer than the usual 1.5 s: Undo needs time to
 * be reached; docs/swipes.md).
 */
export const UNDO_MS = 6000;

/**
 * Deletes or moves with Undo: the swipes leave the grid at once and a toast ("2 swipes
 * deleted", "2 swipes moved to “Clients”") offers Undo for UNDO_MS; the mutation is sent when
 * the toast ends (or, if the page goes away first, with a keepalive request). Undo shows them
 * again without a server call, so it restores exactly what was there.
 */
export function useUndoableRemoval(onError: (message: string) => void) {
  const environment = useRelayEnvironment();
  const selection = useSelection();
  return (
    action: 'delete' | 'move',
    swipeIds: readonly string[],
    input: Record<string, unknown>,
    message: string,
  ) => {
    if (!selection || !swipeIds.length) return;
    const ids = [...swipeIds];
    let settled = false;
    const onExit = () => settle(true);
    const settle = (exiting = false) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('pagehide', onExit);
      if (exiting) {
        sendOnExit(action, ids, input);
        return;
      }
      runBulkAction(environment, action, ids, input, (outcome) => {
        if (outcome.ok) return;
        selection.unhide(ids);
        onError(
          outcome.error ??
            (action === 'delete' ? 'Could not delete the swipes.' : 'Could not move the swipes.'),
        );
      });
    };
    window.addEventListener('pagehide', onExit);
    selection.hide(ids);
    selection.clear();
    toast(message, {
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
