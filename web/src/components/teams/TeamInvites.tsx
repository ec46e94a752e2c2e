import { nodesOf } from '@swipestack/common/lists';
import { assignableRoles, can } from '@swipestack/common/roles';
import { useId, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { TeamInvites_team$key } from '../../__generated__/TeamInvites_team.graphql';
import type { TeamInvitesRefetchQuery } from '../../__generated__/TeamInvitesRefetchQuery.graphql';
import { ShowMoreButton, useShowMore } from '../ShowMore';
import { InviteMemberForm } from './InviteMemberForm';
import { TeamInviteRow } from './TeamInviteRow';
import { useDeleteInvite } from './useDeleteInvite';

/** Invites shown at first and per "Show more" (the server's largest page). */
const PAGE_SIZE = 100;

/**
 * Admins and owners invite people by email (Viewer, Editor or Admin; Owner for owners), copy a
 * pending invite's link to send it another way, and withdraw pending invites; every member sees
 * the pending invites (docs/permissions.md).
 */
export function TeamInvites({ team }: { team: TeamInvites_team$key }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<
    TeamInvitesRefetchQuery,
    TeamInvites_team$key
  >(
    graphql`
      fragment TeamInvites_team on Team
      @refetchable(queryName: "TeamInvitesRefetchQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }) {
        id
        viewerRole
        invites(first: $count, after: $cursor) @connection(key: "TeamInvites_invites") {
          totalCount
          edges {
            node {
              id
              ...TeamInviteRow_invite
            }
          }
        }
      }
    `,
    team,
  );
  const listHeadingId = useId();
  const [, startTransition] = useTransition();
  const [deleteInvite, deleting] = useDeleteInvite();
  const manage = can(data.viewerRole, 'manageMembers');
  // Those who may send an invite may copy its link (the server's rule too).
  const shareableRoles = assignableRoles(data.viewerRole);
  const invites = nodesOf(data.invites);
  const total = data.invites.totalCount;
  const { listRef, showMore } = useShowMore(invites.length, PAGE_SIZE, {
    hasNext,
    isLoadingNext,
    loadNext,
  });

  const onDelete = (inviteId: string) =>
    deleteInvite(data.id, inviteId, {
      // The list may be stale (the invite was accepted or withdrawn meanwhile).
      onRefused: () =>
        startTransition(() => {
          refetch({}, { fetchPolicy: 'network-only' });
        }),
    });

  return (
    <>
      {manage ? (
        <InviteMemberForm teamId={data.id} roles={assignableRoles(data.viewerRole)} />
      ) : null}
      <section aria-labelledby={listHeadingId}>
        <h3 id={listHeadingId} className="text-base font-semibold">
          Pending invites
          {total > 0 ? <span className="font-normal text-slate-500"> ({total})</span> : null}
        </h3>
        {invites.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">No pending invites.</p>
        ) : (
          <ul ref={listRef} aria-label="Pending invites" className="mt-2 divide-y divide-slate-200">
            {invites.map((invite) => (
              <TeamInviteRow
                key={invite.id}
                invite={invite}
                onDelete={manage ? onDelete : null}
                deleting={deleting}
                shareableRoles={shareableRoles}
              />
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
      </section>
    </>
  );
}
