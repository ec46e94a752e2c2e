import { Suspense, useEffect, useId, useRef } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import type { SupportChat_conversation$key } from '../../__generated__/SupportChat_conversation.graphql';
import type { SupportChatQuery } from '../../__generated__/SupportChatQuery.graphql';
import { closeSupportChat, keepSupportDraft, supportDraft } from '../../lib/supportChat';
import { ErrorBoundary } from '../ErrorBoundary';
import { SupportComposer } from './SupportComposer';
import { SupportMessages } from './SupportMessages';
import { useMarkSupportRead } from './useMarkSupportRead';
import { useSendSupportMessage } from './useSendSupportMessage';

/**
 * The help chat (spec: English, toggled by Help, hidden when closed): the viewer's
 * conversation with support, live (LiveViewerEvents brings new messages), and a composer.
 * Opening it marks support's messages read.
 */
export function SupportChat() {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && panel.current?.contains(event.target as Node))
        closeSupportChat();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <section
      ref={panel}
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-40 flex max-h-[85dvh] flex-col rounded-t-2xl border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96 sm:rounded-2xl"
    >
      <header className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <div>
          <h2 id={titleId} className="font-semibold">
            Support
          </h2>
          <p className="text-xs text-slate-600">We answer here, and by email if you are away.</p>
        </div>
        <button
          type="button"
          onClick={closeSupportChat}
          className="rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          Close<span className="sr-only"> support chat</span>
        </button>
      </header>
      <ErrorBoundary
        fallback={
          <p role="alert" className="p-4 text-sm text-red-700">
            Messages could not be loaded. Close the chat and open it again.
          </p>
        }
      >
        <Suspense
          fallback={
            <p role="status" className="p-4 text-sm text-slate-600">
              Loading messages…
            </p>
          }
        >
          <Conversation />
        </Suspense>
      </ErrorBoundary>
    </section>
  );
}

function Conversation() {
  const data = useLazyLoadQuery<SupportChatQuery>(
    graphql`
      query SupportChatQuery {
        viewer {
          id
          supportUnreadCount
          supportConversation {
            id
            ...SupportChat_conversation
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const markRead = useMarkSupportRead();
  const unread = data.viewer?.supportUnreadCount ?? 0;
  const viewerId = data.viewer?.id;
  // The chat is open: what support wrote is read (an impersonating administrator is refused).
  useEffect(() => {
    if (!unread || !viewerId) return;
    markRead(viewerId);
  }, [unread, viewerId, markRead]);

  const send = useSendSupportMessage(viewerId);
  const conversation = data.viewer?.supportConversation;
  return (
    <>
      <div className="min-h-40 flex-1 overflow-y-auto px-4 py-3" aria-live="polite">
        {conversation ? (
          <ConversationMessages conversation={conversation} />
        ) : (
          <p className="text-sm text-slate-600">
            Ask us anything about Swipestack: a capture that went wrong, billing, an idea. You can
            attach a screenshot.
          </p>
        )}
      </div>
      <div className="border-t border-slate-200 px-4 py-3">
        <SupportComposer
          label="Write to support"
          autoFocus
          initialText={supportDraft()}
          onTextChange={keepSupportDraft}
          send={send}
        />
      </div>
    </>
  );
}

function ConversationMessages({
  conversation: key,
}: {
  conversation: SupportChat_conversation$key;
}) {
  const conversation = useFragment(
    graphql`
      fragment SupportChat_conversation on SupportConversation {
        status
        messages(last: 50) {
          edges {
            node {
              ...SupportMessages_message
            }
          }
        }
      }
    `,
    key,
  );
  return (
    <>
      <SupportMessages
        messages={conversation.messages.edges.map((edge) => edge.node)}
        mine="user"
        theirs="Swipestack support"
      />
      {conversation.status === 'CLOSED' ? (
        <p className="mt-3 text-center text-xs text-slate-600">
          Support closed this conversation. Write again to reopen it.
        </p>
      ) : null}
    </>
  );
}
