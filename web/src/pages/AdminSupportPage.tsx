import { Suspense, useMemo } from 'react';
import {
  fetchQuery,
  graphql,
  usePreloadedQuery,
  useRelayEnvironment,
  useSubscription,
} from 'react-relay/hooks';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { AdminSupportInboxQuery } from '../__generated__/AdminSupportInboxQuery.graphql';
import type { AdminSupportPageQuery as AdminSupportPageQueryType } from '../__generated__/AdminSupportPageQuery.graphql';
import type { AdminSupportPageSubscription } from '../__generated__/AdminSupportPageSubscription.graphql';
import { AdminNav } from '../components/admin/AdminNav';
import { AdminOnly } from '../components/admin/AdminOnly';
import { AdminSupportConversation } from '../components/admin/AdminSupportConversation';
import { AdminSupportInbox, InboxQuery } from '../components/admin/AdminSupportInbox';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { pageTitle } from '../lib/site';
import { preload } from '../relay/preload';
import { requestErrorMessage } from '../relay/requestErrors';

// /admin/support (docs/support.md): the support inbox. Conversations waiting for an answer come
// first; one opens beside the list (`?c=<id>`), with its messages, a reply box, Assign to me and
// Close. Everything is live: a user's message appears in every administrator's open inbox.

export const AdminSupportPageQuery = graphql`
  query AdminSupportPageQuery {
    viewer {
      isAdmin
    }
  }
`;

export function adminSupportLoader() {
  return { queryRef: preload<AdminSupportPageQueryType>(AdminSupportPageQuery, {}) };
}

const STATUSES = [
  { value: 'OPEN', label: 'Open' },
  { value: 'CLOSED', label: 'Closed' },
] as const;

export function AdminSupportPage() {
  const { queryRef } = useLoaderData() as ReturnType<typeof adminSupportLoader>;
  const data = usePreloadedQuery<AdminSupportPageQueryType>(AdminSupportPageQuery, queryRef);
  const [params] = useSearchParams();
  const status = params.get('status') === 'CLOSED' ? 'CLOSED' : 'OPEN';
  const selected = params.get('c');
  if (!data.viewer?.isAdmin) return <AdminOnly title="Support" />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8">
      <title>{pageTitle('Support')}</title>
      <AdminNav />
      <h1 className="text-2xl font-bold tracking-tight">Support</h1>
      <LiveInbox status={status} />
      <nav aria-label="Conversation status" className="mt-4">
        <ul className="flex gap-2">
          {STATUSES.map((option) => (
            <li key={option.value}>
              <Link
                to={{ search: option.value === 'OPEN' ? '' : '?status=CLOSED' }}
                aria-current={status === option.value ? 'page' : undefined}
                className={`inline-block rounded-md px-3 py-1.5 text-sm font-medium ${
                  status === option.value
                    ? 'bg-indigo-50 text-indigo-800'
                    : 'text-slate-700 hover:bg-slate-100'
                }`}
              >
                {option.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-4 grid gap-6 lg:grid-cols-[22rem_1fr]">
        <ErrorBoundary
          key={status}
          fallback={(error) => (
            <p role="alert" className="text-red-700">
              The inbox could not be loaded. {requestErrorMessage(error)}
            </p>
          )}
        >
          <Suspense
            fallback={
              <p role="status" className="text-slate-600">
                Loading conversations…
              </p>
            }
          >
            <AdminSupportInbox status={status} />
          </Suspense>
        </ErrorBoundary>
        <div>
          {selected ? (
            <ErrorBoundary
              key={selected}
              fallback={(error) => (
                <p role="alert" className="text-red-700">
                  This conversation could not be loaded. {requestErrorMessage(error)}
                </p>
              )}
            >
              <Suspense
                fallback={
                  <p role="status" className="text-slate-600">
                    Loading conversation…
                  </p>
                }
              >
                <AdminSupportConversation id={selected} />
              </Suspense>
            </ErrorBoundary>
          ) : (
            <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600">
              Choose a conversation to read and answer it.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

const subscription = graphql`
  subscription AdminSupportPageSubscription {
    adminSupportEvents {
      conversation {
        ...AdminSupportConversation_conversation
      }
    }
  }
`;

/** Every change arrives live: the conversation's record is merged, and the list asked again. */
function LiveInbox({ status }: { status: 'OPEN' | 'CLOSED' }) {
  const environment = useRelayEnvironment();
  const config = useMemo<GraphQLSubscriptionConfig<AdminSupportPageSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: () => {
        fetchQuery<AdminSupportInboxQuery>(
          environment,
          InboxQuery,
          { status },
          {
            fetchPolicy: 'network-only',
          },
        ).subscribe({ error: () => {} });
      },
      onError: () => {},
    }),
    [environment, status],
  );
  useSubscription(config);
  return null;
}
