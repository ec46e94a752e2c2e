import { needsServerSearch, withChosen } from '@swipestack/common/lists';
import { useId, useState } from 'react';
import { type Found, useTeamSearch } from './teamSearch';

export function CollectionChecklist({
  collections: loaded,
  value,
  onChange,
  team,
  chosen = [],
}: {
  /** The loaded page of the team's collections. */
  collections: readonly Found[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** The team and how many collections it has: beyond the loaded page, a search box asks the server. */
  team?: { id: string; collectionCount: number | null | undefined };
  /** Chosen collections that may be beyond the loaded page (kept shown and checked). */
  chosen?: readonly Found[];
}) {
  const searchId = useId();
  const [text, setText] = useState('');
  const [seen, setSeen] = useState<readonly Found[]>([]);
  const remote = Boolean(team) && needsServerSearch(team?.collectionCount, loaded.length);
  const found = useTeamSearch('collections', team?.id ?? '', text, remote);
  const shown = remote && text.trim() ? found : loaded;
  const known = new Map([...seen, ...chosen, ...loaded].map((item) => [item.id, item]));
  const collections = withChosen(
    shown,
    value.flatMap((id) => known.get(id) ?? []),
  );
  return (
    <fieldset>
      <legend className="label">Collections</legend>
      {remote ? (
        <>
          <label htmlFor={searchId} className="sr-only">
            Find a collection
          </label>
          <input
            id={searchId}
            type="search"
            className="field"
            value={text}
            placeholder={`Find one of ${team?.collectionCount} collections`}
            onChange={(event) => setText(event.target.value)}
          />
        </>
      ) : null}
      {collections.length ? (
        <ul className="mt-1 max-h-28 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2">
          {collections.map((collection) => (
            <li key={collection.id}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={value.includes(collection.id)}
                  onChange={(event) => {
                    setSeen((current) => [...current, collection]);
                    onChange(
                      event.target.checked
                        ? [...value, collection.id]
                        : value.filter((id) => id !== collection.id),
                    );
                  }}
                />
                {collection.name}
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-xs text-slate-500">
          {text.trim() ? 'No collections match.' : 'This team has no collections yet.'}
        </p>
      )}
    </fieldset>
  );
}
