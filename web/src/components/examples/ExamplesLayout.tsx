import { LogoMark } from '@swipestack/common/ui/LogoMark';
import { Suspense } from 'react';
import { Link, Outlet, useLoaderData } from 'react-router';
import { SUPPORT_EMAIL } from '../../lib/site';
import { MAIN_ID } from '../SkipLink';
import { type Example, loadExamples } from './catalogue';
import { ExampleSearch } from './ExampleSearch';

/**
 * Where 'Submit an example' goes: an external form. Set `VITE_EXAMPLE_SUBMIT_URL` at build
 * time; until then it is an email to support (docs/examples.md).
 */
export const EXAMPLE_SUBMIT_URL: string =
  import.meta.env.VITE_EXAMPLE_SUBMIT_URL ||
  `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Example submission')}`;

export interface ExamplesLayoutData {
  examples: readonly Example[];
}

/** The catalogue, for the layout's search and every page under it (fetched once per visit). */
export async function examplesLayoutLoader(): Promise<ExamplesLayoutData> {
  return { examples: await loadExamples() };
}

/** The gallery's own layout (spec §2): not the public pages' and never the signed-in app's. */
export function ExamplesLayout() {
  const { examples } = useLoaderData() as ExamplesLayoutData;
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="bg-gradient-to-br from-indigo-700 via-violet-700 to-fuchsia-600 text-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 pt-4 pb-8 sm:px-6">
          <div className="flex items-center justify-between gap-3">
            <Link
              to="/"
              className="inline-flex items-center gap-2 text-lg font-bold tracking-tight"
            >
              <LogoMark />
              <span>Swipestack</span>
            </Link>
            <Link
              to="/examples"
              className="rounded-md px-3 py-2 text-sm font-medium text-white hover:bg-white/15"
            >
              All examples
            </Link>
          </div>
          <div className="flex flex-col items-center gap-3 text-center">
            <p className="text-sm font-semibold tracking-wide text-indigo-100 uppercase">
              Marketing examples
            </p>
            <ExampleSearch examples={examples} />
          </div>
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<p className="p-8 text-center text-slate-600">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm text-slate-700 sm:px-6">
          <p>© {new Date().getFullYear()} Swipestack</p>
          <nav aria-label="Gallery footer">
            <ul className="flex flex-wrap gap-4">
              <li>
                <a
                  href={EXAMPLE_SUBMIT_URL}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-indigo-700 hover:underline"
                >
                  Submit an example
                </a>
              </li>
              <li>
                <Link to="/privacy" className="hover:underline">
                  Privacy
                </Link>
              </li>
              <li>
                <Link to="/terms" className="hover:underline">
                  Terms
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
      <Link
        to="/"
        className="fixed right-4 bottom-4 z-40 inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3 py-2 text-xs font-semibold text-slate-800 shadow-lg hover:bg-slate-50"
      >
        <LogoMark className="size-4" />
        Built with Swipestack
      </Link>
    </div>
  );
}
