import type { IconName } from '@swipestack/common/icons';
import { Icon } from '@swipestack/common/ui/Icon';
import { SHORTCUTS } from '../../../lib/useSwipeShortcuts';
import { Modal } from '../Modal';

/** Keys drawn as arrows (their names stay for screen readers). */
const KEY_ICONS: Record<string, IconName> = {
  'Left arrow': 'arrowLeft',
  'Right arrow': 'arrowRight',
  'Up arrow': 'arrowUp',
  'Down arrow': 'arrowDown',
};

/** The `?` sheet: every keyboard shortcut of the swipes page. */
export function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Keyboard shortcuts">
      <table className="w-full text-sm">
        <caption className="sr-only">Keys and what they do on the swipes page</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">What they do</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.does} className="border-b border-slate-100 last:border-0">
              <td className="py-2 pr-4 whitespace-nowrap">
                {shortcut.keys.map((key) => (
                  <kbd
                    key={key}
                    className="mr-1 rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs"
                  >
                    {KEY_ICONS[key] ? (
                      <>
                        <Icon name={KEY_ICONS[key]} className="inline size-3.5 align-[-2px]" />
                        <span className="sr-only">{key}</span>
                      </>
                    ) : (
                      key
                    )}
                  </kbd>
                ))}
              </td>
              <td className="py-2">{shortcut.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
