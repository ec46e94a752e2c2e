import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { moveActive } from '../../lib/listbox';
import { type Found, type TeamListKind, useTeamSearch } from './teamSearch';

interface Props {
  label: string;
  /** The option meaning "no filter" ("All tags"). */
  allLabel: string;
  kind: TeamListKind;
  teamId: string;
  /** The chosen id ('' for none) and its name, kept even when it is beyond the loaded page. */
  value: Found | null;
  onChange: (value: Found | null) => void;
  /** A small control shown beside the label. */
  action?: ReactNode;
}

/**
 * A searchable filter for teams with more tags or collections than one page: an ARIA 1.2
 * combobox whose listbox the server fills as one types (debounced). Arrow keys move through
 * the options (aria-activedescendant), Enter picks, Escape closes and restores the choice.
 */
export function SearchSelect({ label, allLabel, kind, teamId, value, onChange, action }: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const found = useTeamSearch(kind, teamId, text, open);
  const options: Found[] = [{ id: '', label: allLabel }, ...found.items];

  const close = () => {
    setOpen(false);
    setText('');
    setActive(-1);
  };
  const pick = (option: Found) => {
    onChange(option.id ? option : null);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        event.stopPropagation();
        close();
      }
      return;
    }
    if (event.key === 'Enter') {
      if (open && active >= 0 && options[active]) {
        event.preventDefault();
        pick(options[active]);
      }
      return;
    }
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      setOpen(true);
      setActive(0);
      return;
    }
    if (!open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    const next = moveActive(active, event.key, options.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    document.getElementById(`${id}-opt-${next}`)?.scrollIntoView?.({ block: 'nearest' });
  };

  const more = found.totalCount - found.items.length;
  return (
    <div className="relative min-w-0">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="block text-xs font-semibold text-slate-600">
          {label}
        </label>
        {action}
      </div>
      <input
        ref={input}
        id={id}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${id}-opt-${active}` : undefined}
        autoComplete="off"
        value={open ? text : (value?.label ?? allLabel)}
        placeholder={open ? `Type to search ${kind}` : undefined}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
      />
      {open ? (
        <div
          id={listId}
          role="listbox"
          aria-label={label}
          aria-busy={found.loading}
          className="absolute z-20 mt-1 max-h-64 w-full min-w-48 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg"
        >
          {options.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
            <div
              key={option.id || 'all'}
              id={`${id}-opt-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={(value?.id ?? '') === option.id}
              // mousedown keeps the focus in the input (its blur would close the list first)
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
              className={`cursor-pointer px-3 py-1.5 ${index === active ? 'bg-indigo-50 text-indigo-900' : ''}`}
            >
              {option.label}
            </div>
          ))}
          {found.loading ? (
            <div aria-hidden="true" className="px-3 py-1.5 text-slate-500">
              Searching…
            </div>
          ) : found.items.length === 0 && text.trim() ? (
            <div aria-hidden="true" className="px-3 py-1.5 text-slate-500">
              No {kind} match “{text.trim()}”
            </div>
          ) : more > 0 ? (
            <div aria-hidden="true" className="px-3 py-1.5 text-xs text-slate-500">
              {more} more — keep typing to narrow
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
