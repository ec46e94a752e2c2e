import { useEffect } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import type { AdminSupportConversation_conversation$key } from '../../__generated__/AdminSupportConversation_conversation.graphql';
import type { AdminSupportConversationQuery } from '../../__generated__/AdminSupportConversationQuery.graphql';
import { SupportComposer } from '../support/SupportComposer';
import { SupportMessages } from '../support/SupportMessages';
import { useReplySupport } from './useReplySupport';
import {
  type SupportConversationChange,
  useUpdateSupportConversation,
} from './useUpdateSupportConversation';

const conversationFragment = graphql`
  fragment AdminSupportConversation_conversation on AdminSupportConversation {
    id
    status
    awaitingSupport
    lastMessageAt
    userEmail
    userName
    assigneeEmail
    assignedToViewer
    lastMessage {
      body
      fromSupport
    }
    messages(last: 50) {
      edges {
        node {
          ...SupportMessages_message
        }
      }
    }
  }
`;

/** One conversation in /admin/support: its messages, a reply box, and what to do with it. */
export function AdminSupportConversation({ id }: { id: string }) {
  const data = useLazyLoadQuery<AdminSupportConversationQuery>(
    graphql`
      query AdminSupportConversationQuery($id: ID!) {
        node(id: $id) {
          ...AdminSupportConversation_conversation @alias(as: "conversation")
        }
      }
    `,
    { id },
    { fetchPolicy: 'store-and-network' },
  );
  const [update, updating] = useUpdateSupportConversation();
  const replyTo = useReplySupport();
  const conversation = useFragment<AdminSupportConversation_conversation$key>(
    conversationFragment,
    data.node?.conversation ?? null,
  );
  const conversationId = conversation?.id;
  const awaiting = conversation?.awaitingSupport;
  const change = (input: SupportConversationChange, done?: string) => {
    if (conversationId) update(conversationId, input, done);
  };
  // Opened: no longer unread.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per unread state
  useEffect(() => {
    if (awaiting) change({ read: true });
  }, [awaiting, conversationId]);

  if (!conversation)
    return <p className="text-sm text-slate-600">This conversation does not exist any more.</p>;
  return (
    <article
      aria-labelledby="support-conversation-title"
      className="flex flex-col rounded-xl border border-slate-200 bg-white"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <div className="min-w-0">
          <h2 id="support-conversation-title" className="truncate font-semibold">
            {conversation.userName}
          </h2>
          <p className="truncate text-sm text-slate-600">{conversation.userEmail}</p>
          <p className="text-xs text-slate-600">
            {conversation.status === 'OPEN' ? 'Open' : 'Closed'} ·{' '}
            {conversation.assigneeEmail
              ? `Assigned to ${conversation.assigneeEmail}`
              : 'Unassigned'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-secondary"
            disabled={updating}
            onClick={() =>
              change(
                { assignToSelf: !conversation.assignedToViewer },
                conversation.assignedToViewer ? 'Unassigned' : 'Assigned to you',
              )
            }
          >
            {conversation.assignedToViewer ? 'Unassign' : 'Assign to me'}
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={updating}
            onClick={() =>
              conversation.status === 'OPEN'
                ? change({ status: 'CLOSED' }, 'Conversation closed')
                : change({ status: 'OPEN' }, 'Conversation reopened')
            }
          >
            {conversation.status === 'OPEN' ? 'Close' : 'Reopen'}
          </button>
        </div>
      </header>
      <div className="max-h-[60dvh] min-h-40 overflow-y-auto px-4 py-3" aria-live="polite">
        <SupportMessages
          messages={conversation.messages.edges.map((edge) => edge.node)}
          mine="support"
          theirs={conversation.userName}
        />
      </div>
      <div className="border-t border-slate-200 px-4 py-3">
        <SupportComposer key={conversation.id} label="Reply" send={replyTo(conversation.id)} />
      </div>
    </article>
  );
}
