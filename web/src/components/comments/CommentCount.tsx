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
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className="size-3.5"
        focusable="false"
      >
        <path
          fillRule="evenodd"
          d="M10 2c-4.42 0-8 2.9-8 6.5 0 1.79.89 3.4 2.32 4.58-.15 1.1-.6 2.17-1.3 3.05a.5.5 0 0 0 .45.8c1.7-.16 3.2-.78 4.37-1.66.7.15 1.42.23 2.16.23 4.42 0 8-2.9 8-6.5S14.42 2 10 2Z"
          clipRule="evenodd"
        />
      </svg>
      {count.toLocaleString('en-US')}
    </span>
  );
}
