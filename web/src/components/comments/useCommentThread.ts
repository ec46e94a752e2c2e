import { useEffect, useRef, useState } from 'react';
import { useCommentPins } from './commentPins';
import { type CommentCallbacks, useAddComment } from './useAddComment';
import { useResolveCommentThread } from './useResolveCommentThread';

type Focus = 'reply' | 'resolve' | 'show';
type SendFailure = Parameters<CommentCallbacks['onFailed']>[0];

/**
 * A thread's state: a resolved thread shown or folded, the reply composer open or not,
 * Resolve/Reopen and Reply sent, where the focus goes after each (the button the thread's new
 * state puts it on), and the highlight it shares with its pin on the picture.
 */
export function useCommentThread({
  threadId,
  swipeId,
  resolved,
  pinNumber,
  onStale,
}: {
  threadId: string;
  swipeId: string;
  resolved: boolean;
  pinNumber: number | null;
  onStale: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const [replying, setReplying] = useState(false);
  const [focus, setFocus] = useState<Focus | null>(null);
  const replyButton = useRef<HTMLButtonElement>(null);
  const resolveButton = useRef<HTMLButtonElement>(null);
  const showButton = useRef<HTMLButtonElement>(null);
  const [add] = useAddComment();
  const [resolve, resolving] = useResolveCommentThread();
  const pins = useCommentPins();

  useEffect(() => {
    if (!focus) return;
    const target = { reply: replyButton, resolve: resolveButton, show: showButton }[focus];
    if (target.current) {
      target.current.focus();
      setFocus(null);
    }
  });

  const toggleResolved = () =>
    resolve(threadId, !resolved, {
      onDone: () => {
        setExpanded(false);
        setReplying(false);
        setFocus(resolved ? 'resolve' : 'show');
      },
      onFailed: (refused) => {
        if (refused) onStale();
      },
    });

  const cancelReply = () => {
    setReplying(false);
    setFocus('reply');
  };
  const sendReply = (body: string, done: (failure: SendFailure | null) => void) =>
    add(
      { swipeId, body, threadId },
      {
        onSaved: () => {
          done(null);
          cancelReply();
        },
        onFailed: (failure, refused) => {
          done(failure);
          if (refused && failure.form) onStale();
        },
      },
    );

  const highlight = (on: boolean) => {
    if (!pins || !pinNumber) return;
    if (on) pins.setHighlighted(threadId);
    else if (pins.highlighted === threadId) pins.setHighlighted(null);
  };

  return {
    expanded,
    toggleExpanded: () => setExpanded((value) => !value),
    collapsed: resolved && !expanded,
    replying,
    startReply: () => setReplying(true),
    cancelReply,
    sendReply,
    resolving,
    toggleResolved,
    refs: { replyButton, resolveButton, showButton },
    highlighted: Boolean(pins && pinNumber && pins.highlighted === threadId),
    highlight,
  };
}
