import { nodesOf } from '@swipestack/common/lists';
import { assignableRoles } from '@swipestack/common/roles';
import { useEffect, useId, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { TeamMembers_team$key } from '../../__generated__/TeamMembers_team.graphql';
import type { TeamMembersPaginationQuery } from '../../__generated__/TeamMembersPaginationQuery.graphql';
import { ShowMoreButton, useShowMore } from '../ShowMore';
import { TeamMemberRow } from './TeamMemberRow';
import { useChangeMemberRole } from './useChangeMemberRole';
import { useRemoveMember } from './useRemoveMember';

/** Members shown at first and per "Show more" (the server's largest page). */
const PAGE_SIZE = 100;

/**
 * The team's members with name, email and role. Admins and owners change roles (a select per
 * member) and remove people; owners alone touch owners (docs/permissions.md).
 */
export function TeamMembers({ team }: { team: TeamMembers_team$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    TeamMembersPaginationQuery,
    TeamMembers_team$key
  >(
    graphql`
      fragment TeamMembers_team on Team
      @refetchable(queryName: "TeamMembersPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }) {
        id
        name
        viewerRole
        members(first: $count, after: $cursor) @connection(key: "TeamMembers_members") {
          totalCount
          edges {
            node {
              id
              ...TeamMemberRow_member
            }
          }
        }
      }
    `,
    team,
  );
  const headingId = useId();
  const [changeRole, changingRole] = useChangeMemberRole();
  const [remove, removing] = useRemoveMember();
  const [confirming, setConfirming] = useState<string | null>(null);
  // Where the focus goes back once the list shows it again (a refused removal brings it back).
  const [refocus, setRefocus] = useState<string | null>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const members = nodesOf(data.members);
  const total = data.members.totalCount;
  const { listRef, showMore } = useShowMore(members.length, PAGE_SIZE, {
    hasNext,
    isLoadingNext,
    loadNext,
  });
  const roles = assignableRoles(data.viewerRole);

  useEffect(() => {
    if (refocus === null) return;
    setRefocus(null);
    removeButtons.current.get(refocus)?.focus();
  }, [refocus]);

  const cancelRemove = () => {
    setConfirming(null);
    setRefocus(confirming);
  };

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold">
        Members <span className="font-normal text-slate-500">({total})</span>
      </h3>
      <ul ref={listRef} aria-label="Members" className="mt-2 divide-y divide-slate-200">
        {members.map((member) => (
          <TeamMemberRow
            key={member.id}
            member={member}
            teamName={data.name}
            viewerRole={data.viewerRole}
            roles={roles}
            confirming={confirming === member.id}
            changingRole={changingRole}
            removing={removing}
            removeButtonRef={(element) => {
              if (element) removeButtons.current.set(member.id, element);
              else removeButtons.current.delete(member.id);
            }}
            onRoleChange={changeRole}
            onAskRemove={(asked) => setConfirming(asked.id)}
            onRemove={(removed) =>
              remove(data, removed, {
                onRemoved: () => setConfirming(null),
                onRefused: cancelRemove,
              })
            }
            onCancelRemove={cancelRemove}
          />
        ))}
      </ul>
      {hasNext ? (
        <ShowMoreButton
          remaining={total - members.length}
          pageSize={PAGE_SIZE}
          singular="member"
          plural="members"
          loading={isLoadingNext}
          onClick={showMore}
        />
      ) : null}
    </section>
  );
}
