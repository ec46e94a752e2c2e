import { Icon } from '@swipestack/common/ui/Icon';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useParams } from 'react-router';
import type { AdminUserPageQuery as AdminUserPageQueryType } from '../__generated__/AdminUserPageQuery.graphql';
import { AdminOnly } from '../components/admin/AdminOnly';
import { AdminUserDetails } from '../components/admin/AdminUserDetails';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { preload } from '../relay/preload';
import { requestErrorMessage } from '../relay/requestErrors';

// /admin/users/:userId (docs/admin.md): one account, for administrators.

export const AdminUserPageQuery = graphql`
  query AdminUserPageQuery {
    viewer {
      isAdmin
    }
  }
`;

export function adminUserLoader() {
  return { queryRef: preload<AdminUserPageQueryType>(AdminUserPageQuery, {}) };
}

export function AdminUserPage() {
  const { queryRef } = useLoaderData() as ReturnType<typeof adminUserLoader>;
  const data = usePreloadedQuery<AdminUserPageQueryType>(AdminUserPageQuery, queryRef);
  const { userId = '' } = useParams();
  if (!data.viewer?.isAdmin) return <AdminOnly title="User" />;
  return (
    <>
      <nav aria-label="Breadcrumb" className="mx-auto max-w-6xl px-4 pt-6 text-sm sm:px-8">
        <Link to="/admin/users" className="font-medium text-indigo-700 hover:underline">
          <Icon name="arrowLeft" className="mr-1 inline size-4 align-[-3px]" />
          All users
        </Link>
      </nav>
      <ErrorBoundary
        key={userId}
        fallback={(error) => (
          <p role="alert" className="mx-auto max-w-6xl px-4 py-8 text-red-700 sm:px-8">
            This user could not be loaded. {requestErrorMessage(error)}
          </p>
        )}
      >
        <Suspense
          fallback={
            <p role="status" className="mx-auto max-w-6xl px-4 py-8 text-slate-600 sm:px-8">
              Loading user…
            </p>
          }
        >
          <AdminUserDetails id={userId} />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
