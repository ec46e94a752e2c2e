import { pageTitle } from '../lib/site';

export function ComingSoonPage({ title, description }: { title: string; description: string }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-8">
      <title>{pageTitle(title)}</title>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
        <p className="font-semibold">Coming soon</p>
        <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">{description}</p>
      </div>
    </div>
  );
}
