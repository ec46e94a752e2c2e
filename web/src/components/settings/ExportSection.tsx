/**
 * The download of everything the viewer saved: a plain link, so the browser streams the ZIP
 * to disk with its own progress and no page memory is spent on it.
 */
export function ExportSection() {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        A ZIP file with <code>swipes.json</code> (titles, links, notes, tags, collections and dates)
        and the images and screenshots of every swipe you saved, in every team you are in.
      </p>
      <a href="/api/export" download className="btn-secondary inline-block">
        Download my swipes
      </a>
    </div>
  );
}
