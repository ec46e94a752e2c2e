import { Icon } from '@swipestack/common/ui/Icon';
import type { Ref } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CommentThreadSummary_comment$key } from '../../__generated__/CommentThreadSummary_comment.graphql';
import { ACTION_BUTTON, FORMER_MEMBER } from './CommentItem';
import { plainCommentText } from './commentText';

/**
 * A resolved thread's line: "Resolved by …" beside a check mark, while folded the first line of its first
 * comment, and Show / Hide.
 */
export function CommentThreadSummary({
  thread: key,
  id,
  expanded,
  onToggle,
  showRef,
}: {
  thread: CommentThreadSummary_comment$key;
  /** The line's id (Show / Hide is described by it). */
  id: string;
  expanded: boolean;
  onToggle: () => void;
  showRef: Ref<HTMLButtonElement>;
}) {
  const thread = useFragment(
    graphql`
      fragment CommentThreadSummary_comment on Comment {
        body
        resolvedBy {
          id
          name
        }
        author {
          id
          name
        }
      }
    `,
    key,
  );
  return (
    <div className="flex items-center justify-between gap-2 text-xs text-slate-600">
      <p id={id} className="flex min-w-0 items-center gap-1.5">
        <Icon name="check" className="size-3.5 text-emerald-700" />
        <span className="font-medium text-slate-700">
          {thread.resolvedBy ? `Resolved by ${thread.resolvedBy.name}` : 'Resolved'}
        </span>
        {expanded ? null : (
          <span className="truncate text-slate-500">
            — {thread.author?.name ?? FORMER_MEMBER}:{' '}
            {plainCommentText(thread.body.split('\n')[0] ?? '')}
          </span>
        )}
      </p>
      <button
        ref={showRef}
        type="button"
        className={ACTION_BUTTON}
        aria-expanded={expanded}
        aria-describedby={id}
        onClick={onToggle}
      >
        {expanded ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}
