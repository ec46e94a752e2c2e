import { useSearchParams } from 'react-router';
import { ShortcutsDialog } from './ShortcutsDialog';
import { useSwipesPageKeys } from './useSwipesPageKeys';

/** The swipes page's keyboard shortcuts, and the `?` sheet that lists them. */
export function SwipesKeyboard({ onNew }: { onNew: (() => void) | null }) {
  const [, setSearchParams] = useSearchParams();
  const { helpOpen, setHelpOpen } = useSwipesPageKeys({
    onNew,
    onOpen: (id, edit) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('swipe', id);
          if (edit) next.set('edit', '1');
          else next.delete('edit');
          return next;
        },
        { preventScrollReset: true },
      ),
  });
  return <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />;
}
