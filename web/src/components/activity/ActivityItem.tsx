import { Fragment } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { ActivityItem_activity$key } from '../../__generated__/ActivityItem_activity.graphql';
import { timeAgo } from '../finder/finderFormat';
import { activityExcerpt, activitySentence, readActivity } from './activityText';

const FULL_DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A mark per kind of entry, beside its sentence (decoration: the sentence says it all). */
const KIND_DOT: Record<string, string> = {
  SWIPE_ADDED: 'bg-emerald-500',
  SWIPE_TAGGED: 'bg-amber-500',
  SWIPE_MOVED: 'bg-sky-500',
  COMMENTED: 'bg-indigo-500',
  MEMBER_JOINED: 'bg-fuchsia-500',
  PLAN_CHANGED: 'bg-slate-500',
};

/**
 * One entry of the activity feed: who did what (one sentence whose swipe and collection are
 * links while they exist), a comment's excerpt, and when.
 */
export function ActivityItem({
  activity,
  teamId,
  now,
}: {
  activity: ActivityItem_activity$key;
  teamId: string;
  now: Date;
}) {
  const data = useFragment(
    graphql`
      fragment ActivityItem_activity on Activity {
        kind
        createdAt
        ...activityText_activity
      }
    `,
    activity,
  );
  const entry = readActivity(data);
  const parts = activitySentence(entry, teamId);
  const excerpt = activityExcerpt(entry);
  const created = new Date(data.createdAt);

  return (
    <div className="flex gap-3 px-3 py-3 sm:px-4">
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2.5 shrink-0 rounded-full ${KIND_DOT[data.kind] ?? 'bg-slate-400'}`}
      />
      <div className="min-w-0 flex-1">
        <p className="break-words text-sm text-slate-900">
          {parts.map((part, index) =>
            part.to ? (
              <Link
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
                key={index}
                to={part.to}
                className="rounded-sm font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                {part.text}
              </Link>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
              <Fragment key={index}>{part.text}</Fragment>
            ),
          )}
          {excerpt ? (
            <>
              {': '}
              <span className="text-slate-700">{excerpt}</span>
            </>
          ) : null}
        </p>
        <p className="mt-0.5 text-xs text-slate-600">
          <time dateTime={data.createdAt} title={FULL_DATE.format(created)}>
            {timeAgo(created, now)}
          </time>
        </p>
      </div>
    </div>
  );
}
