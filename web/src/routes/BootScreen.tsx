import { LogoMark } from '@swipestack/common/ui/LogoMark';
import { Link, useLocation } from 'react-router';
import { APP_NAV, isAppPath } from '../lib/appNav';

const BAR = 'rounded-md bg-slate-200/70';

function Loading() {
  return (
    <div className="space-y-4 p-8" role="status">
      <span className="sr-only">Loading Swipestack…</span>
      <div aria-hidden="true" className={`h-7 w-48 ${BAR}`} />
      <div aria-hidden="true" className={`h-4 w-80 max-w-full ${BAR}`} />
      <div aria-hidden="true" className="grid gap-4 pt-4 sm:grid-cols-2 lg:grid-cols-3">
        <div className={`h-48 ${BAR}`} />
        <div className={`h-48 ${BAR}`} />
        <div className={`h-48 ${BAR}`} />
      </div>
    </div>
  );
}

function Brand({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900 ${className}`}
    >
      <LogoMark />
      Swipestack
    </span>
  );
}

/**
 * What the first load shows until the page's code and data are in (the root route's
 * HydrateFallback, in the entry chunk): the layout of the page being opened, not a lone line.
 * For the signed-in app, its sidebar with the sections' links, which work at once; the
 * team picker and badges come with the real layout (AppLayout).
 */
export function BootScreen() {
  const { pathname } = useLocation();
  if (!isAppPath(pathname)) {
    return (
      <div className="min-h-dvh bg-white">
        <header className="border-b border-slate-200">
          <div className="mx-auto flex max-w-6xl items-center px-4 py-4 sm:px-8">
            <Brand />
          </div>
        </header>
        <main className="mx-auto max-w-6xl">
          <Loading />
        </main>
      </div>
    );
  }
  return (
    <div className="min-h-dvh bg-slate-50 md:flex">
      <header className="border-b border-slate-200 bg-white px-4 py-3 md:hidden">
        <Brand />
      </header>
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-6 border-r border-slate-200 bg-white px-4 py-5 md:flex">
        <Brand className="px-1" />
        <div aria-hidden="true" className={`h-9 ${BAR}`} />
        <nav aria-label="App">
          <ul className="space-y-1">
            {APP_NAV.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={pathname.startsWith(item.to) ? 'page' : undefined}
                  className="flex items-center rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-indigo-50 aria-[current=page]:text-indigo-800"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <main className="min-w-0 flex-1">
        <Loading />
      </main>
    </div>
  );
}
