import { Suspense } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { AdminErrorsPageQuery as AdminErrorsPageQueryType } from '../__generated__/AdminErrorsPageQuery.graphql';
import { AdminErrorsTable } from '../components/admin/AdminErrorsTable';
import { AdminNav } from '../components/admin/AdminNav';
import { AdminOnly } from '../components/admin/AdminOnly';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { pageTitle } from '../lib/site';
import { preload } from '../relay/preload';
import { requestErrorMessage } from '../relay/requestErrors';

// /admin/errors (docs/errors.md): what went wrong in browsers, the extension and the server,
// grouped, most recent first; resolve a group once fixed (it reopens if it happens again).

export const AdminErrorsPageQuery = graphql`
  query AdminErrorsPageQuery {
    viewer {
      isAdmin
    }
  }
`;

export function adminErrorsLoader() {
  return { queryRef: preload<AdminErrorsPageQueryType>(AdminErrorsPageQuery, {}) };
}

export function AdminErrorsPage() {
  const { queryRef } = useLoaderData() as ReturnType<typeof adminErrorsLoader>;
  const data = usePreloadedQuery<AdminErrorsPageQueryType>(AdminErrorsPageQuery, queryRef);
  const [params] = useSearchParams();
  const resolved = params.get('state') === 'resolved';
  if (!data.viewer?.isAdmin) return <AdminOnly title="Errors" />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8">
      <title>{pageTitle('Errors')}</title>
      <AdminNav />
      <h1 className="text-2xl font-bold tracking-tight">Errors</h1>
      <p className="mt-1 text-sm text-slate-600">
        Uncaught errors of the web app and the extension, and the server’s own, grouped by kind.
      </p>
      <nav aria-label="Error state" className="mt-4">
        <ul className="flex gap-2">
          {[
            { label: 'Open', search: '', current: !resolved },
            { label: 'Resolved', search: '?state=resolved', current: resolved },
          ].map((tab) => (
            <li key={tab.label}>
              <Link
                to={{ search: tab.search }}
                aria-current={tab.current ? 'page' : undefined}
                className={`inline-block rounded-md px-3 py-1.5 text-sm font-medium ${
                  tab.current ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ErrorBoundary
        key={String(resolved)}
        fallback={(error) => (
          <p role="alert" className="mt-6 text-red-700">
            Errors could not be loaded. {requestErrorMessage(error)}
          </p>
        )}
      >
        <Suspense
          fallback={
            <p role="status" className="mt-6 text-slate-600">
              Loading errors…
            </p>
          }
        >
          <AdminErrorsTable resolved={resolved} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
