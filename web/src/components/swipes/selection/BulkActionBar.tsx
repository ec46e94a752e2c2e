import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { toast } from 'sonner';
import { BulkActionDialog, type DialogAction } from './BulkActionDialog';
import { type BulkOutcome, runBulkAction, undoBulkAction } from './bulkMutations';
import { useSelection } from './SelectionContext';
import { UNDO_MS, useUndoableRemoval } from './useUndoableRemoval';

/** The toast's words when an action is done: "3 swipes tagged “launch”". */
const DONE: Record<DialogAction, (what: string, names: string) => string> = {
  tag: (what, names) => `${what} tagged ${names}`,
  untag: (what, names) => `${what} untagged ${names}`,
  add: (what, names) => `${what} added to ${names}`,
  remove: (what, names) => `${what} removed from ${names}`,
  copy: (what, names) => `${what} copied to ${names}`,
  move: (what, names) => `${what} moved to ${names}`,
};

const ACTIONS: readonly [DialogAction, string][] = [
  ['tag', 'Tag'],
  ['untag', 'Untag'],
  ['add', 'Add to collection'],
  ['remove', 'Remove from collection'],
  ['copy', 'Copy to team'],
  ['move', 'Move to team'],
];

interface Props {
  teamId: string;
  tags: ReadonlyArray<{ readonly id: string; readonly title: string }>;
  collections: ReadonlyArray<{ readonly id: string; readonly name: string }>;
}

/** Room at the end of the page on a phone, where the bar covers the bottom of the screen. */
export function BulkBarSpacer() {
  const selection = useSelection();
  if (!selection?.canSelect || selection.selection.ids.size === 0) return null;
  return <div aria-hidden="true" className="h-32 sm:hidden" />;
}

/** The bar over the grid while swipes are selected: what to do with all of them at once. */
export function BulkActionBar({ teamId, tags, collections }: Props) {
  const environment = useRelayEnvironment();
  const selection = useSelection();
  const [dialog, setDialog] = useState<DialogAction | null>(null);
  const [running, setRunning] = useState<DialogAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const removeWithUndo = useUndoableRemoval(setError);
  if (!selection?.canSelect) return null;
  const ids = [...selection.selection.ids];
  if (!ids.length && !error) return null;
  const what = `${ids.length} ${ids.length === 1 ? 'swipe' : 'swipes'}`;

  const run = (action: DialogAction, input: Record<string, unknown>, names: string) => {
    setDialog(null);
    setError(null);
    const message = DONE[action](what, names);
    if (action === 'move') {
      removeWithUndo('move', ids, input, message);
      return;
    }
    setRunning(action);
    runBulkAction(environment, action, ids, input, (outcome) => {
      setRunning(null);
      if (!outcome.ok) {
        setError(outcome.error);
        return;
      }
      toast.success(message, { duration: UNDO_MS, action: undoAction(outcome) });
      selection.clear();
    });
  };

  /** Undo for a done action: its exact change back, or the copies deleted. */
  const undoAction = (outcome: BulkOutcome) => {
    const finish = (undone: BulkOutcome) =>
      undone.ok ? toast.success('Undone') : toast.error(undone.error ?? 'Could not undo.');
    if (outcome.undo) {
      const change = outcome.undo;
      const changed = (change.tagLinks?.length ?? 0) + (change.collection?.swipeIds.length ?? 0);
      if (!changed) return undefined;
      return { label: 'Undo', onClick: () => undoBulkAction(environment, change, finish) };
    }
    if (!outcome.swipeIds.length) return undefined;
    const copies = outcome.swipeIds;
    return {
      label: 'Undo',
      onClick: () => runBulkAction(environment, 'delete', copies, {}, finish),
    };
  };

  return (
    <div
      role="toolbar"
      aria-label="Bulk actions"
      aria-busy={running !== null}
      className="z-30 flex flex-wrap items-center gap-2 rounded-xl border border-indigo-200 bg-indigo-50 px-3 py-2 shadow-sm max-sm:fixed max-sm:inset-x-2 max-sm:bottom-[max(0.5rem,env(safe-area-inset-bottom))] max-sm:shadow-lg sm:sticky sm:top-0"
    >
      <p className="mr-2 text-sm font-semibold text-indigo-900" aria-live="polite">
        {ids.length} selected
      </p>
      {/* On a phone the bar sits at the bottom (in reach of a thumb, clear of the top bar), its
          buttons one row that scrolls sideways; BulkBarSpacer keeps the last swipes above it. */}
      <div className="flex min-w-0 gap-2 overflow-x-auto pb-1 max-sm:basis-full sm:flex-1 sm:flex-wrap sm:pb-0 [&>button]:shrink-0">
        <button
          type="button"
          className="btn-secondary"
          disabled={running !== null}
          onClick={selection.selectAllListed}
        >
          Select all loaded
        </button>
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            selection.clear();
            setError(null);
          }}
        >
          Clear
        </button>
        {ACTIONS.map(([action, label]) => (
          <button
            key={action}
            type="button"
            className="btn-secondary"
            disabled={running !== null || !ids.length}
            onClick={() => setDialog(action)}
          >
            {label}
          </button>
        ))}
        <button
          type="button"
          className="btn-secondary text-red-700"
          disabled={running !== null || !ids.length}
          onClick={() => {
            setError(null);
            removeWithUndo('delete', ids, {}, `${what} deleted`);
          }}
        >
          Delete
        </button>
      </div>
      {running ? (
        <p role="status" className="text-sm text-indigo-900">
          Working on {what}…
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="basis-full text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <BulkActionDialog
        action={dialog}
        count={ids.length}
        teamId={teamId}
        tags={tags}
        collections={collections}
        onClose={() => setDialog(null)}
        onSubmit={run}
      />
    </div>
  );
}
