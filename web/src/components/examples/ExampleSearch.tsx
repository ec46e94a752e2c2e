import { Icon } from '@swipestack/common/ui/Icon';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Example } from './catalogue';
import { moveActive } from './combobox';
import type { ExampleSearch as Search } from './search';

/** fuse.js and the index load when the box is first focused (or typed in), not with the page. */
function useSearch(examples: readonly Example[], wanted: boolean): Search | null {
  const [search, setSearch] = useState<Search | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    import('./search').then((m) => {
      if (live) setSearch(() => m.createExampleSearch(examples));
    });
    return () => {
      live = false;
    };
  }, [examples, wanted]);
  return search;
}

/**
 * 'Search all examples': an ARIA 1.2 combobox over the catalogue's titles. Results (at most
 * 10) follow every keystroke; the list is hidden while the query is empty, says 'No results'
 * when nothing matches, and choosing a result (click or Enter) opens it, then closes the
 * list and clears the box. Escape closes the list, a second Escape clears the box.
 */
export function ExampleSearch({ examples }: { examples: readonly Example[] }) {
  const [query, setQuery] = useState('');
  const [engaged, setEngaged] = useState(false);
  const search = useSearch(examples, engaged);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-results`;
  const results = useMemo(() => (search ? search(query) : []), [search, query]);
  // Until the search code has arrived (a few ms after focus) the list stays closed.
  const expanded = open && search !== null && query.trim() !== '';

  function choose(example: Example) {
    setQuery('');
    setOpen(false);
    setActive(-1);
    input.current?.blur();
    navigate(example.path);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => moveActive(current, results.length, event.key as 'ArrowUp'));
    } else if (event.key === 'Enter') {
      const chosen = results[active] ?? (results.length === 1 ? results[0] : undefined);
      if (expanded && chosen) {
        event.preventDefault();
        choose(chosen);
      }
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setQuery('');
      setActive(-1);
    }
  }

  return (
    <div className="relative w-full max-w-xl">
      <label htmlFor={`${id}-input`} className="sr-only">
        Search all examples
      </label>
      <Icon
        name="search"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
      />
      <input
        ref={input}
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder="Search all examples"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setEngaged(true);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setEngaged(true);
          setOpen(true);
        }}
        onPointerEnter={() => setEngaged(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="w-full rounded-xl border border-white/40 bg-white py-3 pr-4 pl-10 text-base text-slate-900 shadow-lg placeholder:text-slate-500 focus:ring-4 focus:ring-white/50 focus:outline-none"
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Examples found"
        hidden={!expanded}
        className="absolute z-30 mt-2 max-h-[70vh] w-full overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 text-left shadow-xl"
      >
        {results.map((example, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard (aria-activedescendant).
          <div
            key={example.path}
            id={`${id}-option-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // Keep the input's focus (no blur before the click lands).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(example)}
            onMouseEnter={() => setActive(index)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${
              index === active ? 'bg-indigo-50' : ''
            }`}
          >
            <img
              src={example.coverImage}
              alt=""
              width={64}
              height={40}
              loading="lazy"
              className="h-10 w-16 shrink-0 rounded object-cover"
            />
            <span className="min-w-0">
              <span className="block truncate text-sm font-medium text-slate-900">
                {example.title}
              </span>
              <span className="block text-xs text-slate-600">{example.theme}</span>
            </span>
          </div>
        ))}
      </div>
      {expanded && results.length === 0 ? (
        <p className="absolute z-30 mt-2 w-full rounded-xl border border-slate-200 bg-white px-4 py-3 text-left text-sm text-slate-700 shadow-xl">
          No results
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {expanded
          ? results.length
            ? `${results.length} example${results.length === 1 ? '' : 's'} found`
            : 'No examples found'
          : ''}
      </p>
    </div>
  );
}
