import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { AdminSupportInboxQuery } from '../../__generated__/AdminSupportInboxQuery.graphql';
import { formatWhen } from '../../lib/accessLabels';

export const InboxQuery = graphql`
  query AdminSupportInboxQuery($status: SupportStatus!) {
    adminSupportInbox(status: $status) {
      id
      awaitingSupport
      lastMessageAt
      userEmail
      userName
      assigneeEmail
      lastMessage {
        body
        fromSupport
      }
    }
  }
`;

/** The conversations of one status, unread ones first; the selected one is `?c=<id>`. */
export function AdminSupportInbox({ status }: { status: 'OPEN' | 'CLOSED' }) {
  const { adminSupportInbox } = useLazyLoadQuery<AdminSupportInboxQuery>(
    InboxQuery,
    { status },
    { fetchPolicy: 'store-and-network' },
  );
  const [params] = useSearchParams();
  const selected = params.get('c');
  if (adminSupportInbox.length === 0)
    return (
      <p className="rounded-xl border border-slate-200 bg-white px-4 py-8 text-center text-sm text-slate-600">
        {status === 'OPEN' ? 'No open conversations.' : 'No closed conversations.'}
      </p>
    );
  const unread = adminSupportInbox.filter((c) => c.awaitingSupport).length;
  return (
    <div>
      <p className="mb-2 text-sm text-slate-600" aria-live="polite">
        {adminSupportInbox.length}{' '}
        {adminSupportInbox.length === 1 ? 'conversation' : 'conversations'}
        {unread ? `, ${unread} unread` : ''}
      </p>
      <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white">
        {adminSupportInbox.map((conversation) => {
          const next = new URLSearchParams(params);
          next.set('c', conversation.id);
          return (
            <li key={conversation.id}>
              <Link
                to={{ search: `?${next.toString()}` }}
                aria-current={selected === conversation.id ? 'true' : undefined}
                className={`block px-4 py-3 text-sm hover:bg-slate-50 ${
                  selected === conversation.id ? 'bg-indigo-50' : ''
                }`}
              >
                <span className="flex items-center justify-between gap-2">
                  <span
                    className={`truncate ${conversation.awaitingSupport ? 'font-semibold text-slate-900' : 'text-slate-800'}`}
                  >
                    {conversation.userEmail}
                  </span>
                  {conversation.awaitingSupport ? (
                    <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                      Unread
                    </span>
                  ) : null}
                </span>
                <span className="mt-0.5 block truncate text-slate-600">
                  {conversation.lastMessage?.fromSupport ? 'You: ' : ''}
                  {conversation.lastMessage?.body || '(a screenshot)'}
                </span>
                <span className="mt-0.5 block text-xs text-slate-600">
                  {formatWhen(conversation.lastMessageAt)}
                  {conversation.assigneeEmail
                    ? ` · ${conversation.assigneeEmail}`
                    : ' · unassigned'}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
