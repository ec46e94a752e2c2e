import { roleLabel } from '@swipestack/common/roles';
import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { TeamInviteRow_invite$key } from '../../__generated__/TeamInviteRow_invite.graphql';
import { useShareInviteLink } from './useShareInviteLink';

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

const SMALL_BUTTON =
  'rounded-md border border-slate-300 px-2.5 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60';

/**
 * A pending invite: address, role, inviter and expiry; "Copy invite link" for those who may
 * send it, and Delete for admins and owners. When the clipboard is refused, the link is shown
 * in a field, selected, to copy by hand.
 */
export function TeamInviteRow({
  invite: inviteKey,
  onDelete,
  deleting,
  shareableRoles,
}: {
  invite: TeamInviteRow_invite$key;
  /** Absent when the viewer may not withdraw invites. */
  onDelete: ((inviteId: string) => void) | null;
  deleting: boolean;
  /** The roles of the invites whose link the viewer may copy: those they may invite with. */
  shareableRoles: readonly string[];
}) {
  const invite = useFragment(
    graphql`
      fragment TeamInviteRow_invite on Invite {
        id
        email
        role
        invitedByName
        expiresAt
      }
    `,
    inviteKey,
  );
  const [share, sharing] = useShareInviteLink();
  const [shownLink, setShownLink] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  useEffect(() => {
    if (!shownLink) return;
    field.current?.focus();
    field.current?.select();
  }, [shownLink]);
  const onCopy = () =>
    share(invite.id, async (link) => {
      try {
        await navigator.clipboard.writeText(link);
        setShownLink(null);
        toast.success('Invite link copied');
      } catch {
        setShownLink(link);
        toast.error('Unable to copy the invite link', {
          description: 'It is selected below: press Ctrl+C (⌘+C on a Mac) to copy it.',
        });
      }
    });
  return (
    <li
      tabIndex={-1}
      className="focus:outline-none focus-visible:ring-2 flex flex-wrap items-center gap-x-3 gap-y-1 py-3"
    >
      <div className="min-w-0 flex-1 basis-48">
        <p className="truncate text-sm font-medium text-slate-900">{invite.email}</p>
        <p className="text-sm text-slate-600">
          {roleLabel(invite.role)}
          {invite.invitedByName ? <> · invited by {invite.invitedByName}</> : null} · expires{' '}
          <time dateTime={invite.expiresAt}>{formatDate(invite.expiresAt)}</time>
        </p>
      </div>
      {shareableRoles.includes(invite.role) ? (
        <button
          type="button"
          aria-label={`Copy invite link for ${invite.email}`}
          disabled={sharing}
          onClick={onCopy}
          className={SMALL_BUTTON}
        >
          Copy invite link
        </button>
      ) : null}
      {onDelete ? (
        <button
          type="button"
          aria-label={`Delete invite for ${invite.email}`}
          disabled={deleting}
          onClick={() => onDelete(invite.id)}
          className="rounded-md border border-red-300 px-2.5 py-1 text-xs font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
        >
          Delete
        </button>
      ) : null}
      {shownLink ? (
        <div className="basis-full">
          <label htmlFor={fieldId} className="text-xs font-medium text-slate-700">
            Invite link for {invite.email} (works for {invite.email} only, until it expires)
          </label>
          <input
            ref={field}
            id={fieldId}
            readOnly
            value={shownLink}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1 font-mono text-xs"
          />
        </div>
      ) : null}
    </li>
  );
}
