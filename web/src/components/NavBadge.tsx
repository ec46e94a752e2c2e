/**
 * A sidebar item's badge ("New", "Beta", "12 new"). With `label`, screen readers hear the
 * label instead of the short text ("12 new items").
 */
export function NavBadge({ children, label }: { children: string; label?: string }) {
  return (
    <span className="ml-auto rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-800">
      {label ? (
        <>
          <span aria-hidden="true">{children}</span>
          <span className="sr-only">({label})</span>
        </>
      ) : (
        children
      )}
    </span>
  );
}
