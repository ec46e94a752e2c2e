export function CollectionChecklist({
  collections,
  value,
  onChange,
}: {
  collections: readonly { id: string; name: string }[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  return (
    <fieldset>
      <legend className="label">Collections</legend>
      {collections.length ? (
        <ul className="mt-1 max-h-28 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2">
          {collections.map((collection) => (
            <li key={collection.id}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={value.includes(collection.id)}
                  onChange={(event) =>
                    onChange(
                      event.target.checked
                        ? [...value, collection.id]
                        : value.filter((id) => id !== collection.id),
                    )
                  }
                />
                {collection.name}
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-xs text-slate-500">This team has no collections yet.</p>
      )}
    </fieldset>
  );
}
