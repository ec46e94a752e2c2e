import { nodesOf } from '@swipestack/common/lists';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { SessionsSection_viewer$key } from '../../__generated__/SessionsSection_viewer.graphql';
import type { SessionsSectionPaginationQuery } from '../../__generated__/SessionsSectionPaginationQuery.graphql';
import { describeBrowser, formatWhen } from '../../lib/accessLabels';
import { ShowMoreButton, useShowMore } from '../ShowMore';
import { useRevokeSession } from './useRevokeSession';

/**
 * Browsers shown at first and per "Show more": the most recently used come first, and the
 * long tail of old ones is rarely what someone looks for.
 */
const PAGE_SIZE = 20;

/** The viewer's signed-in browsers; any but this one can be signed out from here. */
export function SessionsSection({ viewer }: { viewer: SessionsSection_viewer$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    SessionsSectionPaginationQuery,
    SessionsSection_viewer$key
  >(
    graphql`
      fragment SessionsSection_viewer on User
      @refetchable(queryName: "SessionsSectionPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        id
        sessions(first: $count, after: $cursor) @connection(key: "SessionsSection_sessions") {
          totalCount
          edges {
            node {
              id
              current
              createdAt
              lastUsedAt
              ip
              userAgent
            }
          }
        }
      }
    `,
    viewer,
  );
  const [busyId, setBusyId] = useState<string | null>(null);
  const [revoke] = useRevokeSession(data.id);
  const signOut = (id: string) => {
    setBusyId(id);
    revoke(id, () => setBusyId(null));
  };

  const sessions = nodesOf(data.sessions);
  const total = data.sessions.totalCount;
  const { listRef, showMore } = useShowMore(sessions.length, PAGE_SIZE, {
    hasNext,
    isLoadingNext,
    loadNext,
  });

  return (
    <>
      <ul ref={listRef} aria-label="Signed-in browsers" className="divide-y divide-slate-200">
        {sessions.map((session) => (
          <li
            key={session.id}
            tabIndex={-1}
            className="focus:outline-none focus-visible:ring-2 flex flex-wrap items-center justify-between gap-3 py-3"
          >
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-900">
                {describeBrowser(session.userAgent)}
                {session.current ? (
                  <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                    This browser
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-slate-600">
                {session.ip ? `${session.ip} · ` : ''}signed in {formatWhen(session.createdAt)} ·
                last active {formatWhen(session.lastUsedAt)}
              </p>
            </div>
            {session.current ? null : (
              <button
                type="button"
                className="btn-secondary !py-1.5"
                disabled={busyId === session.id}
                onClick={() => signOut(session.id)}
                aria-label={`Sign out ${describeBrowser(session.userAgent)}, last active ${formatWhen(session.lastUsedAt)}`}
              >
                {busyId === session.id ? 'Signing out…' : 'Sign out'}
              </button>
            )}
          </li>
        ))}
      </ul>
      {hasNext ? (
        <ShowMoreButton
          remaining={total - sessions.length}
          pageSize={PAGE_SIZE}
          singular="browser"
          plural="browsers"
          loading={isLoadingNext}
          onClick={showMore}
        />
      ) : null}
    </>
  );
}
