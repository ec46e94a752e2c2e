import { needsServerSearch, withChosen } from '@swipestack/common/lists';
import { useId, useState } from 'react';
import { useTeamSearch } from './teamSearch';

interface Collection {
  readonly id: string;
  readonly name: string;
}

interface Props {
  /** The loaded page of the team's collections. */
  collections: ReadonlyArray<Collection>;
  /** The team and how many collections it has: beyond the loaded page, a search box asks the server. */
  teamId?: string;
  totalCount?: number;
  /** Names of chosen collections that may be beyond the loaded page (kept shown and checked). */
  chosen?: ReadonlyArray<Collection>;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** A checkbox list of the team's collections (a swipe can be in many). */
export function CollectionPicker({
  collections: all,
  teamId,
  totalCount = 0,
  chosen = [],
  value,
  onChange,
  error,
  disabled,
}: Props) {
  const searchId = useId();
  const [text, setText] = useState('');
  // Names of collections checked here, so they stay shown when the search text changes.
  const [seen, setSeen] = useState<Record<string, string>>({});
  const remote = Boolean(teamId) && needsServerSearch(totalCount, all.length);
  const typed = text.trim() !== '';
  const found = useTeamSearch('collections', teamId ?? '', text, remote && typed);
  // A deleted collection leaves a null entry in cached lists until they refetch.
  const loaded = all.filter(Boolean);
  const shown =
    remote && typed ? found.items.map((item) => ({ id: item.id, name: item.label })) : loaded;
  const names = new Map<string, string>(Object.entries(seen));
  for (const item of [...loaded, ...chosen]) names.set(item.id, item.name);
  const checkedItems = value.flatMap((id) => {
    const name = names.get(id);
    return name ? [{ id, name }] : [];
  });
  const collections = withChosen(shown, checkedItems);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Collections</legend>
      {remote ? (
        <div className="mt-1">
          <label htmlFor={searchId} className="sr-only">
            Find a collection
          </label>
          <input
            id={searchId}
            type="search"
            value={text}
            disabled={disabled}
            onChange={(event) => setText(event.target.value)}
            placeholder={`Find one of ${totalCount} collections`}
            className="block w-full rounded-lg border border-slate-300 px-3 py-1.5 text-sm"
          />
          <p className="sr-only" role="status">
            {typed && !found.loading ? `${found.totalCount} collections match` : ''}
          </p>
        </div>
      ) : null}
      {collections.length === 0 && !typed ? (
        <p className="mt-1 text-sm text-slate-600">
          No collections yet — create them on the Collections page.
        </p>
      ) : (
        <div className="mt-1 flex max-h-36 flex-wrap gap-2 overflow-y-auto">
          {collections.map((collection) => {
            const checked = value.includes(collection.id);
            return (
              <label
                key={collection.id}
                className={`inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1 text-sm ${
                  checked ? 'border-indigo-600 bg-indigo-50 text-indigo-900' : 'border-slate-300'
                }`}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={disabled}
                  onChange={() => {
                    setSeen((current) => ({ ...current, [collection.id]: collection.name }));
                    onChange(
                      checked
                        ? value.filter((id) => id !== collection.id)
                        : [...value, collection.id],
                    );
                  }}
                  className="accent-indigo-600"
                />
                {collection.name}
              </label>
            );
          })}
        </div>
      )}
      {error ? <p className="mt-1 text-sm font-medium text-red-700">{error}</p> : null}
    </fieldset>
  );
}
