import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams } from 'react-router';
import type { InboxPageListQuery as InboxPageListQueryType } from '../__generated__/InboxPageListQuery.graphql';
import type { InboxPageQuery as InboxPageQueryType } from '../__generated__/InboxPageQuery.graphql';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { InboxList, InboxSkeleton } from '../components/notifications/InboxList';
import { useMarkNotificationsRead } from '../components/notifications/useMarkNotificationsRead';
import { pageTitle } from '../lib/site';
import { preload } from '../relay/preload';
import { requestErrorMessage } from '../relay/requestErrors';

// /inbox (docs/collaboration.md): the viewer's notifications from all their teams (mentions,
// replies, comments on their swipes, invites), all or only the unread ones (`?show=unread`).
// Opening one marks it read; "Mark all as read" marks every one. The sidebar's count and the
// list follow live (LiveViewerEvents).

export const InboxPageQuery = graphql`
  query InboxPageQuery {
    viewer {
      id
      unreadNotificationCount
      impersonation {
        __typename
      }
    }
  }
`;

const InboxPageListQuery = graphql`
  query InboxPageListQuery($unreadOnly: Boolean!) {
    viewer {
      id
      ...InboxList_viewer @arguments(unreadOnly: $unreadOnly)
    }
  }
`;

export function inboxLoader() {
  return { queryRef: preload<InboxPageQueryType>(InboxPageQuery, {}) };
}

function Notifications({
  unreadOnly,
  retry,
  markOnOpen,
}: {
  unreadOnly: boolean;
  retry: number;
  markOnOpen: boolean;
}) {
  const data = useLazyLoadQuery<InboxPageListQueryType>(
    InboxPageListQuery,
    { unreadOnly },
    { fetchPolicy: 'store-and-network', fetchKey: retry },
  );
  if (!data.viewer) return null;
  return <InboxList viewer={data.viewer} unreadOnly={unreadOnly} markOnOpen={markOnOpen} />;
}

const FILTERS = [
  { label: 'All', unreadOnly: false },
  { label: 'Unread', unreadOnly: true },
] as const;

export function InboxPage() {
  const { queryRef } = useLoaderData() as ReturnType<typeof inboxLoader>;
  const data = usePreloadedQuery<InboxPageQueryType>(InboxPageQuery, queryRef);
  const viewer = data.viewer;
  const [searchParams, setSearchParams] = useSearchParams();
  const unreadOnly = searchParams.get('show') === 'unread';
  const [retry, setRetry] = useState(0);
  const [markRead] = useMarkNotificationsRead(viewer?.id ?? '');

  if (!viewer) return null;
  const unread = viewer.unreadNotificationCount;
  // Administrators viewing the account as its user leave the marks as they are (the reads
  // would be the user's).
  const readOnly = viewer.impersonation != null;

  const showFilter = (next: boolean) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set('show', 'unread');
        else params.delete('show');
        return params;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-8">
      <title>{pageTitle('Inbox')}</title>
      <h1 className="text-2xl font-bold tracking-tight">Inbox</h1>
      <p className="mt-1 text-slate-600">
        Mentions, replies, comments on your swipes and team invites, from all your teams.
      </p>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex w-fit gap-1 rounded-lg bg-slate-100 p-1">
          <legend className="sr-only">Show</legend>
          {FILTERS.map((filter) => (
            <button
              key={filter.label}
              type="button"
              aria-pressed={unreadOnly === filter.unreadOnly}
              onClick={() => showFilter(filter.unreadOnly)}
              className="rounded-md px-3 py-1 text-sm font-medium text-slate-600 hover:text-slate-900 aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow-sm"
            >
              {filter.label}
            </button>
          ))}
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-600">{unread === 0 ? 'All read' : `${unread} unread`}</p>
          {readOnly ? null : (
            <button
              type="button"
              className="btn-secondary !py-1.5 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
              // Stays focusable once everything is read (disabled would drop the focus).
              aria-disabled={unread === 0}
              onClick={() => {
                if (unread > 0) markRead({ all: true });
              }}
            >
              Mark all as read
            </button>
          )}
        </div>
      </div>
      <div className="mt-4">
        <ErrorBoundary
          key={unreadOnly ? 'unread' : 'all'}
          resetKey={retry}
          fallback={(error) => (
            <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3">
              <p className="text-red-800">
                Your inbox could not be loaded. {requestErrorMessage(error)}
              </p>
              <button
                type="button"
                className="btn-secondary mt-3"
                onClick={() => setRetry((count) => count + 1)}
              >
                Try again
              </button>
            </div>
          )}
        >
          <Suspense fallback={<InboxSkeleton />}>
            <Notifications unreadOnly={unreadOnly} retry={retry} markOnOpen={!readOnly} />
          </Suspense>
        </ErrorBoundary>
      </div>
    </div>
  );
}
