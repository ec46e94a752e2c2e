import type { Ref } from 'react';
import { ACTION_BUTTON } from './CommentItem';

/** A thread's own actions beside its first comment: Reply (until its composer is open), and Resolve or Reopen. */
export function CommentThreadActions({
  replying,
  resolved,
  resolving,
  onReply,
  onToggleResolved,
  replyRef,
  resolveRef,
}: {
  replying: boolean;
  resolved: boolean;
  resolving: boolean;
  onReply: () => void;
  onToggleResolved: () => void;
  replyRef: Ref<HTMLButtonElement>;
  resolveRef: Ref<HTMLButtonElement>;
}) {
  return (
    <>
      {replying ? null : (
        <button ref={replyRef} type="button" className={ACTION_BUTTON} onClick={onReply}>
          Reply
        </button>
      )}
      <button
        ref={resolveRef}
        type="button"
        className={ACTION_BUTTON}
        disabled={resolving}
        onClick={onToggleResolved}
      >
        {resolved ? 'Reopen' : 'Resolve'}
      </button>
    </>
  );
}
