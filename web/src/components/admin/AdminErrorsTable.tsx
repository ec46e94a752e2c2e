import { nodesOf } from '@swipestack/common/lists';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { AdminErrorsTable_query$key } from '../../__generated__/AdminErrorsTable_query.graphql';
import type { AdminErrorsTablePaginationQuery } from '../../__generated__/AdminErrorsTablePaginationQuery.graphql';
import type { AdminErrorsTableQuery } from '../../__generated__/AdminErrorsTableQuery.graphql';
import { formatWhen } from '../../lib/accessLabels';
import { requestErrorMessage } from '../../relay/requestErrors';
import { ShowMoreButton } from '../ShowMore';
import { useResolveErrorGroup } from './useResolveErrorGroup';

const PAGE_SIZE = 25;

/** Error groups, open or resolved, most recently seen first. */
export function AdminErrorsTable({ resolved }: { resolved: boolean }) {
  const data = useLazyLoadQuery<AdminErrorsTableQuery>(
    graphql`
      query AdminErrorsTableQuery($resolved: Boolean!) {
        ...AdminErrorsTable_query @arguments(resolved: $resolved)
      }
    `,
    { resolved },
    { fetchPolicy: 'store-and-network' },
  );
  return <Groups query={data} resolved={resolved} />;
}

function Groups({ query, resolved }: { query: AdminErrorsTable_query$key; resolved: boolean }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    AdminErrorsTablePaginationQuery,
    AdminErrorsTable_query$key
  >(
    graphql`
      fragment AdminErrorsTable_query on Query
      @refetchable(queryName: "AdminErrorsTablePaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        resolved: { type: "Boolean!" }
      ) {
        adminErrorGroups(first: $count, after: $cursor, resolved: $resolved)
          @connection(key: "AdminErrorsTable_adminErrorGroups", filters: ["resolved"]) {
          __id
          totalCount
          edges {
            node {
              id
              source
              type
              message
              culprit
              count
              firstSeenAt
              lastSeenAt
              release
              route
              userId
              stack
            }
          }
        }
      }
    `,
    query,
  );
  const [setResolved, saving] = useResolveErrorGroup();
  const groups = nodesOf(data.adminErrorGroups);
  const total = data.adminErrorGroups.totalCount;
  if (groups.length === 0)
    return (
      <p className="mt-6 rounded-xl border border-slate-200 bg-white px-4 py-10 text-center text-slate-600">
        {resolved ? 'No resolved errors.' : 'No open errors. Everything reported is resolved.'}
      </p>
    );
  const toggle = (id: string) => {
    if (saving) return;
    setResolved(id, !resolved, data.adminErrorGroups.__id);
  };
  return (
    <div className="mt-6">
      <p className="text-sm text-slate-600" aria-live="polite">
        {total === 1 ? '1 error' : `${total.toLocaleString('en')} errors`}
      </p>
      <ul aria-label="Errors" className="mt-2 space-y-3">
        {groups.map((group) => (
          <li key={group.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="font-semibold break-words">
                  <span className="text-red-700">{group.type}</span>:{' '}
                  {group.message || '(no message)'}
                </h2>
                <p className="mt-1 text-sm break-words text-slate-600">
                  {group.culprit ?? 'No stack'} · {group.source}
                </p>
              </div>
              <button
                type="button"
                className="btn-secondary"
                disabled={saving}
                onClick={() => toggle(group.id)}
              >
                {resolved ? 'Reopen' : 'Resolve'}
                <span className="sr-only">
                  : {group.type}: {group.message}
                </span>
              </button>
            </div>
            <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
              <Fact term="Events">{group.count.toLocaleString('en')}</Fact>
              <Fact term="First seen">{formatWhen(group.firstSeenAt)}</Fact>
              <Fact term="Last seen">{formatWhen(group.lastSeenAt)}</Fact>
              <Fact term="Release">{group.release ?? 'unknown'}</Fact>
              <Fact term="Route">{group.route ?? 'unknown'}</Fact>
              <Fact term="User">
                {group.userId ? (
                  <Link
                    to={`/admin/users/${encodeURIComponent(group.userId)}`}
                    className="font-medium text-indigo-700 hover:underline"
                  >
                    Their account
                  </Link>
                ) : (
                  'signed out'
                )}
              </Fact>
            </dl>
            {group.stack.length ? (
              <details className="mt-3">
                <summary className="cursor-pointer text-sm font-medium text-indigo-700">
                  Stack trace ({group.stack.length} frames)
                </summary>
                <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">
                  {group.stack.join('\n')}
                </pre>
              </details>
            ) : null}
          </li>
        ))}
      </ul>
      {hasNext ? (
        <ShowMoreButton
          remaining={total - groups.length}
          pageSize={PAGE_SIZE}
          singular="error"
          plural="errors"
          loading={isLoadingNext}
          onClick={() =>
            loadNext(PAGE_SIZE, {
              onComplete: (error) => {
                if (error)
                  toast.error('Unable to load more', { description: requestErrorMessage(error) });
              },
            })
          }
        />
      ) : null}
    </div>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="inline font-medium text-slate-600">{term}: </dt>
      <dd className="inline text-slate-900 break-words">{children}</dd>
    </div>
  );
}
