import { useEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SupportMessages_message$key } from '../../__generated__/SupportMessages_message.graphql';
import { formatWhen } from '../../lib/accessLabels';

/**
 * A conversation's messages, oldest first, the newest kept in view: the reader's own on the
 * right ("You"), the other side's on the left (`theirs`).
 */
export function SupportMessages({
  messages: keys,
  mine,
  theirs,
}: {
  messages: SupportMessages_message$key;
  /** Who the reader's messages are from, and the other side. */
  mine: 'user' | 'support';
  theirs: string;
}) {
  const messages = useFragment(
    graphql`
      fragment SupportMessages_message on SupportMessage @relay(plural: true) {
        id
        body
        fromSupport
        createdAt
        attachmentUrl
        attachmentWidth
        attachmentHeight
      }
    `,
    keys,
  );
  const end = useRef<HTMLLIElement>(null);
  const count = messages.length;
  // Braces: scrollIntoView returns a promise in newer browsers, which must not be a cleanup.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when a message arrives
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [count]);
  return (
    <ol aria-label="Messages" className="space-y-3">
      {messages.map((node) => {
        const own = node.fromSupport === (mine === 'support');
        return (
          <li key={node.id} className={`flex ${own ? 'justify-end' : 'justify-start'}`}>
            <div
              className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${
                own ? 'bg-indigo-600 text-white' : 'bg-slate-100 text-slate-900'
              }`}
            >
              <p className={`text-xs font-semibold ${own ? 'text-indigo-100' : 'text-slate-600'}`}>
                {own ? 'You' : theirs} · {formatWhen(node.createdAt)}
              </p>
              {node.body ? (
                <p className="mt-1 whitespace-pre-wrap break-words">{node.body}</p>
              ) : null}
              {node.attachmentUrl ? (
                <a href={node.attachmentUrl} target="_blank" rel="noopener" className="mt-2 block">
                  <img
                    src={node.attachmentUrl}
                    alt="Screenshot sent with the message"
                    width={node.attachmentWidth ?? undefined}
                    height={node.attachmentHeight ?? undefined}
                    className="max-h-48 w-auto rounded-md border border-slate-200 bg-white"
                  />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
            </div>
          </li>
        );
      })}
      <li ref={end} aria-hidden="true" />
    </ol>
  );
}
