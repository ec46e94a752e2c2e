import { nodesOf } from '@swipestack/common/lists';
import { roleLabel } from '@swipestack/common/roles';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { InvitesDialog_viewer$key } from '../../__generated__/InvitesDialog_viewer.graphql';
import type { InvitesDialogPaginationQuery } from '../../__generated__/InvitesDialogPaginationQuery.graphql';
import { ShowMoreButton, useShowMore } from '../ShowMore';
import { Modal } from '../swipes/Modal';
import { useAcceptInvite } from './useAcceptInvite';
import { useDeclineInvite } from './useDeclineInvite';

/** Invites shown at first and per "Show more" (the server's largest page). */
const PAGE_SIZE = 100;

/**
 * The viewer's pending invites (spec §2 "the invite list is in a modal"): team, role and who
 * invited, with Accept and Decline. `viewer.invites` holds only pending invites into teams
 * the viewer is not in yet (spec §4), so nothing is filtered here.
 */
export function InvitesDialog({
  viewer,
  open,
  onClose,
}: {
  viewer: InvitesDialog_viewer$key;
  open: boolean;
  onClose: () => void;
}) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    InvitesDialogPaginationQuery,
    InvitesDialog_viewer$key
  >(
    graphql`
      fragment InvitesDialog_viewer on User
      @refetchable(queryName: "InvitesDialogPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }) {
        id
        invites(first: $count, after: $cursor) @connection(key: "InvitesDialog_invites") {
          totalCount
          edges {
            node {
              id
              teamName
              role
              invitedByName
            }
          }
        }
      }
    `,
    viewer,
  );
  const [accept, accepting] = useAcceptInvite(data.id);
  const [decline, declining] = useDeclineInvite(data.id);
  const [busyId, setBusyId] = useState<string | null>(null);
  const invites = nodesOf(data.invites);
  const total = data.invites.totalCount;
  const { listRef, showMore } = useShowMore(invites.length, PAGE_SIZE, {
    hasNext,
    isLoadingNext,
    loadNext,
  });
  const busy = accepting || declining;

  const onAccept = (inviteId: string) => {
    setBusyId(inviteId);
    accept(
      { inviteId },
      {
        onAccepted: () => {
          setBusyId(null);
          onClose();
        },
        onFailed: () => setBusyId(null),
      },
    );
  };

  const onDecline = (inviteId: string) => {
    setBusyId(inviteId);
    decline(inviteId, () => setBusyId(null));
  };

  return (
    <Modal
      open={open}
      onOpenChange={(value) => (value ? undefined : onClose())}
      title="Invites"
      description="Invitations to join a team on Swipestack."
    >
      {invites.length === 0 ? (
        <div className="py-6 text-center">
          <p className="text-sm font-medium text-slate-900">No pending invites</p>
          <p className="mt-1 text-sm text-slate-600">
            When someone invites you to their team, the invite shows up here.
          </p>
        </div>
      ) : (
        <ul ref={listRef} aria-label="Pending invites" className="divide-y divide-slate-200">
          {invites.map((invite) => (
            <li
              key={invite.id}
              tabIndex={-1}
              className="focus:outline-none focus-visible:ring-2 flex flex-wrap items-center gap-3 py-3"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-slate-900">{invite.teamName}</p>
                <p className="text-sm text-slate-600">
                  Role: <span className="font-medium text-slate-800">{roleLabel(invite.role)}</span>
                  {invite.invitedByName ? <> · Invited by {invite.invitedByName}</> : null}
                </p>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn-primary !px-3 !py-1.5"
                  disabled={busy}
                  aria-label={`Accept invite to ${invite.teamName}`}
                  onClick={() => onAccept(invite.id)}
                >
                  {accepting && busyId === invite.id ? 'Accepting…' : 'Accept'}
                </button>
                <button
                  type="button"
                  className="btn-secondary !px-3 !py-1.5"
                  disabled={busy}
                  aria-label={`Decline invite to ${invite.teamName}`}
                  onClick={() => onDecline(invite.id)}
                >
                  {declining && busyId === invite.id ? 'Declining…' : 'Decline'}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {hasNext ? (
        <ShowMoreButton
          remaining={total - invites.length}
          pageSize={PAGE_SIZE}
          singular="invite"
          plural="invites"
          loading={isLoadingNext}
          onClick={showMore}
        />
      ) : null}
    </Modal>
  );
}
