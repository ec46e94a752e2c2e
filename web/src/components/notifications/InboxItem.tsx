import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { InboxItem_notification$key } from '../../__generated__/InboxItem_notification.graphql';
import { openTeamDialog } from '../../lib/teamDialogs';
import { timeAgo } from '../finder/finderFormat';
import { commentExcerpt, notificationHeadline } from './notificationText';

const FULL_DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Where a notification about a comment leads: its swipe's detail view on the swipes page, with
 * the swipe's team selected (`teamId`, which the app layout takes from the address), as the
 * swipe may belong to another team than the one selected.
 */
export function swipeLink(swipeId: string, teamId: string): string {
  const params = new URLSearchParams({ teamId, swipe: swipeId });
  return `/swipes?${params.toString()}`;
}

/**
 * One item of the inbox: who did what on which swipe (the link, which marks it read), the
 * team, an excerpt of the comment and when. An invite opens the invites dialog instead.
 * Unread items are marked by a dot and a tint, and say "Unread" to screen readers.
 */
export function InboxItem({
  notification,
  now,
  onOpen,
}: {
  notification: InboxItem_notification$key;
  now: Date;
  /** Marks the item read (it is being opened). */
  onOpen: (id: string) => void;
}) {
  const data = useFragment(
    graphql`
      fragment InboxItem_notification on Notification {
        id
        kind
        createdAt
        readAt
        teamName
        webhookUrl
        actor {
          id
          name
        }
        comment {
          id
          body
          swipe {
            id
            title
            team {
              id
            }
          }
        }
      }
    `,
    notification,
  );
  const unread = data.readAt == null;
  const swipe = data.comment?.swipe ?? null;
  const headline = notificationHeadline({
    kind: data.kind,
    actorName: data.actor?.name,
    teamName: data.teamName,
    swipeTitle: data.kind === 'INVITE' ? null : (swipe?.title ?? null),
  });
  const excerpt = data.comment ? commentExcerpt(data.comment.body) : '';
  const created = new Date(data.createdAt);
  const open = () => {
    if (unread) onOpen(data.id);
  };
  // The link or button stretches over the whole item (its ::after), so a click anywhere opens
  // it; the other texts stay outside it, so its name is the headline alone.
  const target = `text-left text-slate-900 after:absolute after:inset-0 after:rounded-lg hover:underline ${
    unread ? 'font-semibold' : 'font-medium'
  }`;
  const label = (
    <>
      {unread ? <span className="sr-only">Unread: </span> : null}
      {headline}
    </>
  );

  return (
    <div
      className={`relative flex gap-3 rounded-lg px-3 py-3 sm:px-4 ${
        unread ? 'bg-indigo-50/70' : 'bg-white'
      } hover:bg-slate-50`}
    >
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2.5 shrink-0 rounded-full ${unread ? 'bg-indigo-600' : 'bg-transparent'}`}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          {data.kind === 'INVITE' ? (
            <button
              type="button"
              aria-haspopup="dialog"
              className={target}
              onClick={() => {
                open();
                openTeamDialog('invites');
              }}
            >
              {label}
            </button>
          ) : data.kind === 'WEBHOOK_DISABLED' ? (
            <Link to="/settings#webhooks" className={target} onClick={open}>
              {label}
            </Link>
          ) : swipe ? (
            <Link
              to={swipeLink(swipe.id, swipe.team.id)}
              className={target}
              onClick={open}
              onAuxClick={(event) => {
                if (event.button === 1) open();
              }}
            >
              {label}
            </Link>
          ) : (
            <span className="font-medium text-slate-900">{label}</span>
          )}
        </p>
        {excerpt ? (
          <p className="mt-1 line-clamp-2 break-words text-sm text-slate-700">{excerpt}</p>
        ) : data.kind === 'INVITE' ? (
          <p className="mt-1 text-sm text-slate-700">Open your invites to accept or decline.</p>
        ) : data.webhookUrl ? (
          <p className="mt-1 break-all text-sm text-slate-700">
            {data.webhookUrl}: see its delivery log in Settings, then switch it on again.
          </p>
        ) : null}
        <p className="mt-1 flex flex-wrap gap-x-2 text-xs text-slate-600">
          <span>{data.teamName}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={data.createdAt} title={FULL_DATE.format(created)}>
            {timeAgo(created, now)}
          </time>
        </p>
      </div>
    </div>
  );
}
