import { Suspense, useDeferredValue, useId } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams } from 'react-router';
import type { AdminUsersPageQuery as AdminUsersPageQueryType } from '../__generated__/AdminUsersPageQuery.graphql';
import { AdminNav } from '../components/admin/AdminNav';
import { AdminOnly } from '../components/admin/AdminOnly';
import { AdminUsersTable } from '../components/admin/AdminUsersTable';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { pageTitle } from '../lib/site';
import { preload } from '../relay/preload';
import { requestErrorMessage } from '../relay/requestErrors';

// /admin/users (docs/admin.md): administrators find accounts by email, name or team name.
// The search is in the address (?q=), so a result can be shared and Back returns to it.

export const AdminUsersPageQuery = graphql`
  query AdminUsersPageQuery {
    viewer {
      isAdmin
    }
  }
`;

export function adminUsersLoader() {
  return { queryRef: preload<AdminUsersPageQueryType>(AdminUsersPageQuery, {}) };
}

export function AdminUsersPage() {
  const { queryRef } = useLoaderData() as ReturnType<typeof adminUsersLoader>;
  const data = usePreloadedQuery<AdminUsersPageQueryType>(AdminUsersPageQuery, queryRef);
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  // The table keeps showing the last results while the next search loads.
  const shown = useDeferredValue(search.trim());
  const inputId = useId();
  if (!data.viewer?.isAdmin) return <AdminOnly title="Users" />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8">
      <title>{pageTitle('Users')}</title>
      <AdminNav />
      <h1 className="text-2xl font-bold tracking-tight">Users</h1>
      <search className="mt-6 block max-w-md">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          Search users
        </label>
        <input
          id={inputId}
          type="search"
          value={search}
          placeholder="Email, name or team"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) =>
            setParams(event.target.value ? { q: event.target.value } : {}, { replace: true })
          }
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
        />
      </search>
      <ErrorBoundary
        key={shown}
        fallback={(error) => (
          <p role="alert" className="mt-6 text-red-700">
            Users could not be loaded. {requestErrorMessage(error)}
          </p>
        )}
      >
        <Suspense
          fallback={
            <p role="status" className="mt-6 text-slate-600">
              Loading users…
            </p>
          }
        >
          <div aria-busy={shown !== search.trim()}>
            <AdminUsersTable search={shown} />
          </div>
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
