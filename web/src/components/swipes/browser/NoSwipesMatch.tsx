/** The list when its filters match no swipe: what was searched, and Clear filters. */
export function NoSwipesMatch({ search, onClear }: { search: string; onClear: () => void }) {
  return (
    <div className="rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <h3 className="text-base font-semibold">
        {search ? `No swipes match “${search}”` : 'No swipes match these filters'}
      </h3>
      <p className="mt-2 text-sm text-slate-600">Try other words or fewer filters.</p>
      <button type="button" onClick={onClear} className="btn-secondary mt-5">
        Clear filters
      </button>
    </div>
  );
}
