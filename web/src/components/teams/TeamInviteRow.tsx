import { roleLabel } from '@swipestack/common/roles';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TeamInviteRow_invite$key } from '../../__generated__/TeamInviteRow_invite.graphql';

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

/** A pending invite: address, role, inviter and expiry; Delete for admins and owners. */
export function TeamInviteRow({
  invite: inviteKey,
  onDelete,
  deleting,
}: {
  invite: TeamInviteRow_invite$key;
  /** Absent when the viewer may not withdraw invites. */
  onDelete: ((inviteId: string) => void) | null;
  deleting: boolean;
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
    </li>
  );
}
