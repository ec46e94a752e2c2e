import { unreadBadge } from './notificationText';

/**
 * The sidebar Inbox link's count of unread notifications, shown ("3"); the link is named with
 * it (`inboxLinkName`). Nothing at 0.
 */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="ml-auto inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-indigo-600 px-1.5 text-xs font-semibold text-white"
    >
      {unreadBadge(count).text}
    </span>
  );
}

/**
 * The Inbox link's name with the count: "Inbox, 3 unread" (undefined at 0: its text). A name of
 * its own, since text split between the link and its badge would be read "Inbox , 3 unread".
 */
export function inboxLinkName(label: string, count: number): string | undefined {
  return count > 0 ? `${label}, ${unreadBadge(count).label}` : undefined;
}
