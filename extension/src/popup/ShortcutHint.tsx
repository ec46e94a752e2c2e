import { useEffect, useState } from 'react';

/** The keyboard shortcuts as set in Chrome (people may change or clear them). */
export function ShortcutHint() {
  const [keys, setKeys] = useState<Record<string, string>>({});
  useEffect(() => {
    void chrome.commands
      .getAll()
      .then((commands) =>
        setKeys(
          Object.fromEntries(
            commands.flatMap((command) =>
              command.name && command.shortcut ? [[command.name, command.shortcut]] : [],
            ),
          ),
        ),
      );
  }, []);
  const visible = keys['save-visible-area'];
  const region = keys['select-region'];
  if (!visible && !region) return null;
  return (
    <p className="mt-2 text-[11px] text-slate-500">
      Shortcuts:{' '}
      {[visible && `${visible} saves the visible area`, region && `${region} selects a region`]
        .filter(Boolean)
        .join(' · ')}
    </p>
  );
}
