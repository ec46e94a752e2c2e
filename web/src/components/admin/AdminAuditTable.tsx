import { nodesOf } from '@swipestack/common/lists';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { AdminAuditTable_query$key } from '../../__generated__/AdminAuditTable_query.graphql';
import type { AdminAuditTablePaginationQuery } from '../../__generated__/AdminAuditTablePaginationQuery.graphql';
import type { AdminAuditTableQuery } from '../../__generated__/AdminAuditTableQuery.graphql';
import { formatWhen } from '../../lib/accessLabels';
import { ShowMoreButton, useShowMore } from '../ShowMore';

const PAGE_SIZE = 50;

export interface AuditFilters {
  type: string | null;
  user: string | null;
  actor: string | null;
  since: string | null;
  until: string | null;
}

/** The audit events matching `filters`, newest first, 50 at a time. */
export function AdminAuditTable({ filters }: { filters: AuditFilters }) {
  const data = useLazyLoadQuery<AdminAuditTableQuery>(
    graphql`
      query AdminAuditTableQuery(
        $type: String
        $user: String
        $actor: String
        $since: DateTime
        $until: DateTime
      ) {
        ...AdminAuditTable_query
          @arguments(type: $type, user: $user, actor: $actor, since: $since, until: $until)
      }
    `,
    filters,
    { fetchPolicy: 'store-and-network' },
  );
  return <EventsTable query={data} filtered={Object.values(filters).some(Boolean)} />;
}

function EventsTable({ query, filtered }: { query: AdminAuditTable_query$key; filtered: boolean }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    AdminAuditTablePaginationQuery,
    AdminAuditTable_query$key
  >(
    graphql`
      fragment AdminAuditTable_query on Query
      @refetchable(queryName: "AdminAuditTablePaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
        type: { type: "String" }
        user: { type: "String" }
        actor: { type: "String" }
        since: { type: "DateTime" }
        until: { type: "DateTime" }
      ) {
        adminAuditEvents(
          first: $count
          after: $cursor
          type: $type
          user: $user
          actor: $actor
          since: $since
          until: $until
        )
          @connection(
            key: "AdminAuditTable_adminAuditEvents"
            filters: ["type", "user", "actor", "since", "until"]
          ) {
          totalCount
          edges {
            node {
              id
              type
              createdAt
              ip
              userId
              userEmail
              actorEmail
              details
            }
          }
        }
      }
    `,
    query,
  );
  const events = nodesOf(data.adminAuditEvents);
  const total = data.adminAuditEvents.totalCount;
  const { listRef: bodyRef, showMore } = useShowMore<HTMLTableSectionElement>(
    events.length,
    PAGE_SIZE,
    { hasNext, isLoadingNext, loadNext },
  );

  if (events.length === 0)
    return (
      <p className="mt-6 text-slate-600">
        {filtered ? 'No events match these filters.' : 'Nothing recorded yet.'}
      </p>
    );
  return (
    <div className="mt-6">
      <p className="text-sm text-slate-600" aria-live="polite">
        {total === 1 ? '1 event' : `${total.toLocaleString('en')} events`}
      </p>
      <div className="mt-2 overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">Audit events</caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              {['Event', 'When', 'Account', 'Administrator', 'IP address', 'Details'].map(
                (heading) => (
                  <th key={heading} scope="col" className="px-4 py-3">
                    {heading}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody ref={bodyRef} className="divide-y divide-slate-100">
            {events.map((event) => (
              <tr key={event.id} className="align-top">
                <th scope="row" tabIndex={-1} className="px-4 py-3 font-normal">
                  <code className="text-xs">{event.type}</code>
                </th>
                <td className="px-4 py-3 whitespace-nowrap">{formatWhen(event.createdAt)}</td>
                <td className="px-4 py-3 break-words">
                  {event.userId && event.userEmail ? (
                    <Link
                      to={`/admin/users/${encodeURIComponent(event.userId)}`}
                      className="font-medium text-indigo-700 hover:underline"
                    >
                      {event.userEmail}
                    </Link>
                  ) : (
                    (event.userEmail ?? '')
                  )}
                </td>
                <td className="px-4 py-3 break-words">{event.actorEmail ?? ''}</td>
                <td className="px-4 py-3">{event.ip ?? ''}</td>
                <td className="px-4 py-3">
                  <code className="block min-w-[16rem] text-xs break-words">
                    {event.details ?? ''}
                  </code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hasNext ? (
        <ShowMoreButton
          remaining={total - events.length}
          pageSize={PAGE_SIZE}
          singular="event"
          plural="events"
          loading={isLoadingNext}
          onClick={showMore}
        />
      ) : null}
    </div>
  );
}
