interface Props {
  collections: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** A checkbox list of the team's collections (a swipe can be in many). */
export function CollectionPicker({ collections: all, value, onChange, error, disabled }: Props) {
  // A deleted collection leaves a null entry in cached lists until they refetch.
  const collections = all.filter(Boolean);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Collections</legend>
      {collections.length === 0 ? (
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
                  onChange={() =>
                    onChange(
                      checked
                        ? value.filter((id) => id !== collection.id)
                        : [...value, collection.id],
                    )
                  }
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
