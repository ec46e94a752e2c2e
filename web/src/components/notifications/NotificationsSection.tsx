import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { NotificationsSection_viewer$key } from '../../__generated__/NotificationsSection_viewer.graphql';
import {
  type NotificationChoice,
  useUpdateNotificationSettings,
} from './useUpdateNotificationSettings';

const INBOX_CHOICES: ReadonlyArray<{ choice: NotificationChoice; label: string }> = [
  { choice: 'mentions', label: 'Mentions' },
  { choice: 'replies', label: 'Replies to my threads' },
  { choice: 'comments', label: 'Comments on my swipes' },
  { choice: 'invites', label: 'Team invites' },
];

const EMAIL_CHOICES: ReadonlyArray<{ choice: NotificationChoice; label: string }> = [
  {
    choice: 'mentionEmails',
    label: "Email me about mentions I haven't read after 15 minutes away",
  },
  { choice: 'dailyDigest', label: 'Daily digest of unread notifications' },
  { choice: 'trackedAdsDigest', label: "Daily email of tracked brands' new ads" },
];

/**
 * Settings → Notifications (`#notifications`, where emails link): which kinds reach the
 * inbox, and which emails the viewer gets. Each box saves as it changes; a failure puts it
 * back and says why.
 */
export function NotificationsSection({ viewer }: { viewer: NotificationsSection_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment NotificationsSection_viewer on User {
        id
        notificationSettings {
          mentions
          replies
          comments
          invites
          mentionEmails
          dailyDigest
          trackedAdsDigest
        }
      }
    `,
    viewer,
  );
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateNotificationSettings(data.id);
  const settings = data.notificationSettings;
  if (!settings) {
    return <p className="text-sm text-slate-600">Your notification choices could not be loaded.</p>;
  }

  const box = ({ choice, label }: { choice: NotificationChoice; label: string }) => {
    const boxId = `${id}-${choice}`;
    return (
      <li key={choice} className="flex items-start gap-3">
        <input
          id={boxId}
          type="checkbox"
          checked={settings[choice] ?? false}
          onChange={(event) => {
            setError(null);
            update(choice, event.target.checked, (message) =>
              setError(`Your change could not be saved. ${message}`),
            );
          }}
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 text-indigo-600"
        />
        <label htmlFor={boxId} className="text-sm text-slate-900">
          {label}
        </label>
      </li>
    );
  };

  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">In your inbox</legend>
        <ul className="mt-3 space-y-3">{INBOX_CHOICES.map(box)}</ul>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Emails</legend>
        <ul className="mt-3 space-y-3">{EMAIL_CHOICES.map(box)}</ul>
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
