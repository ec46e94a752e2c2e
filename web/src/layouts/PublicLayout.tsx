import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { NavLink, Outlet, useLoaderData, useLocation } from 'react-router';
import type { PublicLayoutQuery as PublicLayoutQueryType } from '../__generated__/PublicLayoutQuery.graphql';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Logo, LogoMark } from '../components/Logo';
import { SessionWatcher } from '../components/SessionWatcher';
import { SignOutButton } from '../components/SignOutButton';
import { MAIN_ID } from '../components/SkipLink';
import { builtWithHref, isEmbeddablePath, isFramed } from '../lib/embed';
import { publicNavItems } from '../lib/nav';
import { fetchData, preload } from '../relay/preload';
import { Footer } from './Footer';

export const PublicLayoutQuery = graphql`
  query PublicLayoutQuery {
    viewer {
      id
      name
    }
  }
`;

export interface PublicLayoutData {
  queryRef: PreloadedQuery<PublicLayoutQueryType>;
}

/** Viewer of the current session, or null (also when the API cannot be reached). */
export async function currentViewer() {
  try {
    const data = await fetchData<PublicLayoutQueryType>(PublicLayoutQuery, {});
    return data?.viewer ?? null;
  } catch {
    return null;
  }
}

export async function publicLayoutLoader(): Promise<PublicLayoutData> {
  // Wait for the viewer so the header does not flash the signed-out nav; public pages
  // still render (signed-out nav) when the API is unreachable.
  await currentViewer();
  return { queryRef: preload<PublicLayoutQueryType>(PublicLayoutQuery, {}) };
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 hover:text-slate-900 ${
    isActive ? 'text-indigo-700' : 'text-slate-700'
  }`;

function HeaderNav({ signedIn }: { signedIn: boolean }) {
  const { pathname } = useLocation();
  const items = publicNavItems(pathname, signedIn);
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
                  item.to === '/register'
                    ? 'ml-1 rounded-md bg-indigo-600 px-3 py-2 text-sm font-semibold text-white hover:bg-indigo-700'
                    : navLinkClass
                }
              >
                {item.label}
              </NavLink>
            </li>
          ) : (
            <li key="sign-out">
              <SignOutButton
                label={item.label}
                className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
              />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function ViewerNav({ queryRef }: { queryRef: PreloadedQuery<PublicLayoutQueryType> }) {
  const data = usePreloadedQuery<PublicLayoutQueryType>(PublicLayoutQuery, queryRef);
  const signedIn = Boolean(data.viewer);
  return (
    <>
      <HeaderNav signedIn={signedIn} />
      {signedIn ? <SessionWatcher /> : null}
    </>
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

function ViewerBuiltWithLink({ queryRef }: { queryRef: PreloadedQuery<PublicLayoutQueryType> }) {
  const data = usePreloadedQuery<PublicLayoutQueryType>(PublicLayoutQuery, queryRef);
  return <BuiltWithLink signedIn={Boolean(data.viewer)} />;
}

/**
 * The public layout inside a frame (spec §2): no nav or footer, the page itself and a
 * 'Built with Swipestack' link that opens outside the frame. Pages the server would not let
 * be framed (lib/embed.ts), reached by following a link inside the frame, are not rendered
 * there: a link opens them in a new tab instead.
 */
function EmbeddedLayout({ queryRef }: PublicLayoutData) {
  const { pathname, search } = useLocation();
  const signedOut = <BuiltWithLink signedIn={false} />;
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
        <ErrorBoundary fallback={signedOut}>
          <Suspense fallback={signedOut}>
            <ViewerBuiltWithLink queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      </footer>
    </div>
  );
}

const framed = isFramed();

export function PublicLayout() {
  const { queryRef } = useLoaderData() as PublicLayoutData;
  if (framed) return <EmbeddedLayout queryRef={queryRef} />;
  const signedOutNav = <HeaderNav signedIn={false} />;
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Logo />
          <ErrorBoundary fallback={signedOutNav}>
            <Suspense fallback={signedOutNav}>
              <ViewerNav queryRef={queryRef} />
            </Suspense>
          </ErrorBoundary>
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
