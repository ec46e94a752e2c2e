import { Icon } from '@swipestack/common/ui/Icon';

/** "1 comment", "3 comments". */
export function commentCountLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'comment' : 'comments'}`;
}

/** A speech bubble and how many comments a swipe has (its card); nothing without any. */
export function CommentCount({ count }: { count: number }) {
  if (count <= 0) return null;
  const label = commentCountLabel(count);
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className="inline-flex items-center gap-1 font-medium text-slate-600"
    >
      <Icon name="comment" className="size-3.5" />
      {count.toLocaleString('en-US')}
    </span>
  );
}
