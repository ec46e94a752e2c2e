import { useEffect, useRef } from 'react';

/** Said above the results when the list could not be loaded for the filters; they stay. */
export function SearchError({ onRetry }: { onRetry: () => void }) {
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Keep focus where it is (the search box) unless it was on nothing.
    if (document.activeElement === document.body) retry.current?.focus();
  }, []);
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <p>These swipes could not be loaded. Your search and filters are kept.</p>
      <button ref={retry} type="button" className="btn-secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
