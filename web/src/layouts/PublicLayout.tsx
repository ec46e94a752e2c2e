import { isEmbeddablePath } from '@swipestack/common/embed';
import { LogoMark } from '@swipestack/common/ui/LogoMark';
import { lazy, Suspense, useEffect } from 'react';
import {
  NavLink,
  Outlet,
  useLoaderData,
  useLocation,
  useRevalidator,
  useRouteLoaderData,
} from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Logo } from '../components/Logo';
import { MAIN_ID } from '../components/SkipLink';
import { builtWithHref, isFramed } from '../lib/embed';
import { publicNavItems } from '../lib/nav';
import { currentViewer, recheckViewer, type SignedInViewer } from '../lib/viewerStatus';
import { Footer } from './Footer';

const PublicSignOutButton = lazy(() =>
  import('./PublicSessionControls').then((m) => ({ default: m.PublicSignOutButton })),
);
const PublicImpersonationBanner = lazy(() =>
  import('./PublicSessionControls').then((m) => ({ default: m.PublicImpersonationBanner })),
);
const PublicSessionWatcher = lazy(() =>
  import('./PublicSessionControls').then((m) => ({ default: m.PublicSessionWatcher })),
);

export const PUBLIC_ROUTE_ID = 'public';

export interface PublicLayoutData {
  viewer: SignedInViewer | null;
}

// Waits for the viewer so the header does not flash the signed-out nav; public pages still
// render (signed-out nav) when the API is unreachable.
export async function publicLayoutLoader(): Promise<PublicLayoutData> {
  return { viewer: await currentViewer() };
}

/** The signed-in viewer on a page of the public layout, or null. */
export function usePublicViewer(): SignedInViewer | null {
  return (useRouteLoaderData(PUBLIC_ROUTE_ID) as PublicLayoutData | undefined)?.viewer ?? null;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 hover:text-slate-900 ${
    isActive ? 'text-indigo-700' : 'text-slate-700'
  }`;

const signOutClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';

function HeaderNav({ signedIn }: { signedIn: boolean }) {
  const { pathname, search } = useLocation();
  const items = publicNavItems(pathname, signedIn, new URLSearchParams(search).get('next'));
  if (!items) return null;
  return (
    <nav aria-label="Main">
      <ul className="flex flex-wrap items-center justify-end gap-1">
        {items.map((item) =>
          item.kind === 'link' ? (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={
                  item.label === 'Sign up'
                    ? 'ml-1 rounded-md bg-indigo-600 px-3 py-2 text-sm font-semibold text-white hover:bg-indigo-700'
                    : navLinkClass
                }
              >
                {item.label}
              </NavLink>
            </li>
          ) : (
            <li key="sign-out">
              <ErrorBoundary fallback={null}>
                <Suspense
                  fallback={
                    <button type="button" disabled className={signOutClass}>
                      {item.label}
                    </button>
                  }
                >
                  <PublicSignOutButton label={item.label} className={signOutClass} />
                </Suspense>
              </ErrorBoundary>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function BuiltWithLink({ signedIn }: { signedIn: boolean }) {
  return (
    <a
      href={builtWithHref(signedIn, window.location.href)}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 shadow-sm hover:border-indigo-300 hover:text-indigo-700"
    >
      <LogoMark className="size-5" /> Built with Swipestack
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * The public layout inside a frame (spec §2): no nav or footer, the page itself and a
 * 'Built with Swipestack' link that opens outside the frame. Pages the server would not let
 * be framed (lib/embed.ts), reached by following a link inside the frame, are not rendered
 * there: a link opens them in a new tab instead.
 */
function EmbeddedLayout({ signedIn }: { signedIn: boolean }) {
  const { pathname, search } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col" data-layout="embedded">
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {isEmbeddablePath(pathname) ? (
          <Suspense fallback={<p className="p-8 text-center text-slate-600">Loading…</p>}>
            <Outlet />
          </Suspense>
        ) : (
          <div className="mx-auto max-w-xl px-4 py-16 text-center">
            <h1 className="text-2xl font-bold tracking-tight">Open this page in Swipestack</h1>
            <p className="mt-3 text-slate-700">This page cannot be shown inside another site.</p>
            <a
              href={`${pathname}${search}`}
              target="_blank"
              rel="noopener"
              className="btn-primary mt-6"
            >
              Open in a new tab
            </a>
          </div>
        )}
      </main>
      <footer className="flex justify-end px-4 py-3">
        <BuiltWithLink signedIn={signedIn} />
      </footer>
    </div>
  );
}

/** Back in this tab, ask again: the visitor may have signed in or out in another one. */
function useViewerRecheckOnReturn() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const onVisible = async () => {
      if (document.visibilityState === 'visible' && (await recheckViewer())) await revalidate();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [revalidate]);
}

const framed = isFramed();

export function PublicLayout() {
  const { viewer } = useLoaderData() as PublicLayoutData;
  const signedIn = Boolean(viewer);
  useViewerRecheckOnReturn();
  if (framed) return <EmbeddedLayout signedIn={signedIn} />;
  return (
    <div className="flex min-h-dvh flex-col">
      {signedIn ? (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <PublicImpersonationBanner />
          </Suspense>
        </ErrorBoundary>
      ) : null}
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Logo />
          <HeaderNav signedIn={signedIn} />
          {signedIn ? (
            <ErrorBoundary fallback={null}>
              <Suspense fallback={null}>
                <PublicSessionWatcher />
              </Suspense>
            </ErrorBoundary>
          ) : null}
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<p className="p-8 text-center text-slate-600">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
