import { unreadBadge } from './notificationText';

/**
 * The sidebar Inbox link's count of unread notifications: "3" shown, ", 3 unread" heard, so the
 * link reads "Inbox, 3 unread". Nothing at 0.
 */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  const { text, label } = unreadBadge(count);
  return (
    <span className="ml-auto inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-indigo-600 px-1.5 text-xs font-semibold text-white">
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">, {label}</span>
    </span>
  );
}
