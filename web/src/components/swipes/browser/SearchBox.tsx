import {
  SEARCH_MAX_CHARACTERS,
  SEARCH_MAX_WORDS,
  searchShortening,
} from '@swipestack/common/search';
import { useId } from 'react';

/** What a search leaves out of the text typed, said beside the box; null when nothing. */
export function searchLimitNote(text: string): string | null {
  if (text.length >= SEARCH_MAX_CHARACTERS) {
    return `Searches use the first ${SEARCH_MAX_CHARACTERS} characters.`;
  }
  return searchShortening(text) === 'TOO_MANY_WORDS'
    ? `Searches use the first ${SEARCH_MAX_WORDS} words; the rest are left out.`
    : null;
}

/** "Search swipes": at most 500 characters (longer pasted text is cut), its limit said beside it. */
export function SearchBox({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const noteId = useId();
  const note = searchLimitNote(value);
  return (
    <div className="col-span-2 sm:col-span-3 lg:col-span-1">
      <label htmlFor={id} className="block text-xs font-semibold text-slate-600">
        Search swipes
      </label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={SEARCH_MAX_CHARACTERS}
        onChange={(event) => onChange(event.target.value.slice(0, SEARCH_MAX_CHARACTERS))}
        placeholder="Search titles, notes, sources and page text"
        aria-describedby={noteId}
        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-1.5 text-sm"
      />
      <p id={noteId} aria-live="polite" className="mt-1 text-xs text-slate-600 empty:hidden">
        {note}
      </p>
    </div>
  );
}
