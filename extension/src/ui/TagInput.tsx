import { needsServerSearch } from '@swipestack/common/lists';
import { mergeTags, parseTags } from '@swipestack/common/tags';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTeamSearch } from './teamSearch';

/** Tags as removable chips; Enter or a comma adds what was typed, Backspace removes the last. */
export function TagInput({
  value,
  onChange,
  suggestions,
  team,
  label = 'Tags',
}: {
  value: readonly string[];
  onChange: (tags: string[]) => void;
  /** The loaded page of the team's tag titles. */
  suggestions: readonly string[];
  /** The team and how many tags it has: beyond the loaded page, typing asks the server. */
  team?: { id: string; tagCount: number | null | undefined };
  label?: string;
}) {
  const [text, setText] = useState('');
  const remote = Boolean(team) && needsServerSearch(team?.tagCount, suggestions.length);
  const found = useTeamSearch('tags', team?.id ?? '', text, remote);
  const offered = remote && text.trim() ? found.map((tag) => tag.name) : suggestions;
  const id = useId();
  const listId = `${id}-suggestions`;
  const commit = () => {
    if (!text.trim()) return;
    onChange(mergeTags(value, parseTags(text)));
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      if (!text.trim()) return;
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && !text && value.length) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {value.length ? (
        <ul className="mt-1 flex flex-wrap gap-1" aria-label={`Chosen ${label.toLowerCase()}`}>
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-1 pl-2 text-xs text-indigo-800"
            >
              {tag}
              <button
                type="button"
                className="rounded-full px-1 hover:bg-indigo-100"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(value.filter((t) => t !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        className="field"
        value={text}
        list={listId}
        placeholder="Type a tag, then Enter"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={commit}
      />
      <datalist id={listId}>
        {offered
          .filter((tag) => !value.some((t) => t.toLowerCase() === tag.toLowerCase()))
          .map((tag) => (
            <option key={tag} value={tag} />
          ))}
      </datalist>
    </div>
  );
}
