import { nodesOf } from '@swipestack/common/lists';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { AdminUsersTable_query$key } from '../../__generated__/AdminUsersTable_query.graphql';
import type { AdminUsersTablePaginationQuery } from '../../__generated__/AdminUsersTablePaginationQuery.graphql';
import type { AdminUsersTableQuery } from '../../__generated__/AdminUsersTableQuery.graphql';
import { formatWhen } from '../../lib/accessLabels';
import { planLabel } from '../../lib/plans';
import { ShowMoreButton, useShowMore } from '../ShowMore';

const PAGE_SIZE = 25;

/** The accounts matching `search` (all when empty), newest sign-up first, 25 at a time. */
export function AdminUsersTable({ search }: { search: string }) {
  const data = useLazyLoadQuery<AdminUsersTableQuery>(
    graphql`
      query AdminUsersTableQuery($search: String) {
        ...AdminUsersTable_query @arguments(search: $search)
      }
    `,
    { search: search || null },
    { fetchPolicy: 'store-and-network' },
  );
  return <UsersTable query={data} search={search} />;
}

function UsersTable({ query, search }: { query: AdminUsersTable_query$key; search: string }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    AdminUsersTablePaginationQuery,
    AdminUsersTable_query$key
  >(
    graphql`
      fragment AdminUsersTable_query on Query
      @refetchable(queryName: "AdminUsersTablePaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        search: { type: "String" }
      ) {
        adminUsers(first: $count, after: $cursor, search: $search)
          @connection(key: "AdminUsersTable_adminUsers", filters: ["search"]) {
          totalCount
          edges {
            node {
              id
              email
              name
              isAdmin
              registeredAt
              lastSignInAt
              signupSource
              disabledAt
              # A few teams per row; the account's page pages through all of them.
              teams(first: 5) {
                totalCount
                edges {
                  node {
                    teamId
                    name
                    plan
                    swipeCount
                  }
                }
              }
            }
          }
        }
      }
    `,
    query,
  );
  const users = nodesOf(data.adminUsers);
  const total = data.adminUsers.totalCount;
  const { listRef: bodyRef, showMore } = useShowMore<HTMLTableSectionElement>(
    users.length,
    PAGE_SIZE,
    { hasNext, isLoadingNext, loadNext },
  );

  if (users.length === 0) {
    return (
      <p className="mt-6 text-slate-600">
        {search ? `No users match “${search}”.` : 'No one has signed up yet.'}
      </p>
    );
  }
  return (
    <div className="mt-6">
      <p className="text-sm text-slate-600" aria-live="polite">
        {total === 1 ? '1 user' : `${total.toLocaleString('en')} users`}
        {search ? ` matching “${search}”` : ''}
      </p>
      <div className="mt-2 overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">Users</caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                User
              </th>
              <th scope="col" className="px-4 py-3">
                Signed up
              </th>
              <th scope="col" className="px-4 py-3">
                Last sign-in
              </th>
              <th scope="col" className="px-4 py-3">
                Teams
              </th>
              <th scope="col" className="px-4 py-3">
                Channel
              </th>
            </tr>
          </thead>
          <tbody ref={bodyRef} className="divide-y divide-slate-100">
            {users.map((user) => (
              <tr key={user.id} className="align-top">
                <td className="px-4 py-3">
                  <Link
                    to={`/admin/users/${encodeURIComponent(user.id)}`}
                    className="font-medium text-indigo-700 hover:underline"
                  >
                    {user.email}
                  </Link>
                  <div className="text-slate-600">{user.name}</div>
                  {user.isAdmin ? <Tag tone="indigo">Administrator</Tag> : null}
                  {user.disabledAt ? <Tag tone="red">Disabled</Tag> : null}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatWhen(user.registeredAt)}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatWhen(user.lastSignInAt)}</td>
                <td className="px-4 py-3">
                  <ul className="space-y-0.5">
                    {nodesOf(user.teams).map((team) => (
                      <li key={team.teamId}>
                        {team.name}{' '}
                        <span className="text-slate-600">
                          · {planLabel(team.plan)} ·{' '}
                          {team.swipeCount === 1 ? '1 swipe' : `${team.swipeCount} swipes`}
                        </span>
                      </li>
                    ))}
                    {user.teams.totalCount > user.teams.edges.length ? (
                      <li className="text-slate-600">
                        and {user.teams.totalCount - user.teams.edges.length} more
                      </li>
                    ) : null}
                  </ul>
                </td>
                <td className="px-4 py-3">{user.signupSource}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hasNext ? (
        <ShowMoreButton
          remaining={total - users.length}
          pageSize={PAGE_SIZE}
          singular="user"
          plural="users"
          loading={isLoadingNext}
          onClick={showMore}
        />
      ) : null}
    </div>
  );
}

export function Tag({ tone, children }: { tone: 'indigo' | 'red'; children: string }) {
  return (
    <span
      className={`mt-1 mr-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
        tone === 'red' ? 'bg-red-100 text-red-800' : 'bg-indigo-100 text-indigo-800'
      }`}
    >
      {children}
    </span>
  );
}
