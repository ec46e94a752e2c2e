import { pageTitle } from '../../lib/site';

/** What someone who is not an administrator sees on an admin page (the server refuses the data). */
export function AdminOnly({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-8">
      <title>{pageTitle(title)}</title>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-6 rounded-xl border border-slate-200 bg-white px-6 py-10 text-center text-slate-700">
        Only administrators can see this page.
      </p>
    </div>
  );
}
