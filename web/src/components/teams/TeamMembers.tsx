import { nodesOf } from '@swipestack/common/lists';
import {
  assignableRoles,
  canManageMember,
  roleLabel,
  type TeamRole,
} from '@swipestack/common/roles';
import { useId, useRef, useState } from 'react';
import { graphql, useMutation, usePaginationFragment } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { TeamMembersFragment$key } from '../../__generated__/TeamMembersFragment.graphql';
import type { TeamMembersPaginationQuery } from '../../__generated__/TeamMembersPaginationQuery.graphql';
import type { TeamMembersRemoveMutation } from '../../__generated__/TeamMembersRemoveMutation.graphql';
import type { TeamMembersRoleMutation } from '../../__generated__/TeamMembersRoleMutation.graphql';
import { firstPayloadError, NETWORK_ERROR_MESSAGE } from '../../lib/formErrors';
import { connectionOf, removeFromConnection } from '../../relay/connections';
import { ShowMoreButton, useShowMore } from '../ShowMore';
import { ConfirmBox } from './ConfirmBox';
import { TEAM_MEMBERS_CONNECTION } from './teamStore';

/** Members shown at first and per "Show more" (the server's largest page). */
const PAGE_SIZE = 100;

interface Member {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly role: string;
  readonly isViewer: boolean;
}

function RoleBadge({ role }: { role: string }) {
  return (
    <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
      {roleLabel(role)}
    </span>
  );
}

/**
 * The team's members with name, email and role. Admins and owners change roles (a select per
 * member) and remove people; owners alone touch owners (docs/permissions.md).
 */
export function TeamMembers({ team }: { team: TeamMembersFragment$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    TeamMembersPaginationQuery,
    TeamMembersFragment$key
  >(
    graphql`
      fragment TeamMembersFragment on Team
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
              name
              email
              role
              isViewer
            }
          }
        }
      }
    `,
    team,
  );
  const headingId = useId();
  const [commitRole, changingRole] = useMutation<TeamMembersRoleMutation>(graphql`
    mutation TeamMembersRoleMutation($input: ChangeMemberRoleInput!) {
      changeMemberRole(input: $input) {
        member {
          id
          role
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const [commitRemove, removing] = useMutation<TeamMembersRemoveMutation>(graphql`
    mutation TeamMembersRemoveMutation($input: RemoveMemberInput!) {
      removeMember(input: $input) {
        deletedId
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const [pendingRole, setPendingRole] = useState<{ id: string; role: string } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const members: Member[] = nodesOf(data.members);
  const total = data.members.totalCount;
  const { listRef, showMore } = useShowMore(members.length, PAGE_SIZE, {
    hasNext,
    isLoadingNext,
    loadNext,
  });
  const roles = assignableRoles(data.viewerRole);

  const onRoleChange = (member: Member, role: TeamRole) => {
    setPendingRole({ id: member.id, role });
    commitRole({
      variables: { input: { memberId: member.id, role } },
      onCompleted: ({ changeMemberRole }) => {
        setPendingRole(null);
        if (changeMemberRole.member && changeMemberRole.errors.length === 0) {
          toast.success('Role changed', {
            description: `${member.name} is now ${roleLabel(changeMemberRole.member.role)}.`,
          });
          return;
        }
        toast.error('Unable to change role', {
          description: firstPayloadError(changeMemberRole.errors) ?? undefined,
        });
      },
      onError: () => {
        setPendingRole(null);
        toast.error('Unable to change role', { description: NETWORK_ERROR_MESSAGE });
      },
    });
  };

  const cancelRemove = () => {
    const id = confirming;
    setConfirming(null);
    if (id) removeButtons.current.get(id)?.focus();
  };

  const onRemove = (member: Member) => {
    commitRemove({
      variables: { input: { memberId: member.id } },
      updater: (store, response) => {
        const gone = response?.removeMember.deletedId;
        if (gone) {
          removeFromConnection(connectionOf(store, data.id, TEAM_MEMBERS_CONNECTION), gone);
        }
      },
      onCompleted: ({ removeMember }) => {
        if (removeMember.deletedId) {
          setConfirming(null);
          toast.success('Member removed', {
            description: `${member.name} is no longer in ${data.name}.`,
          });
          return;
        }
        cancelRemove();
        toast.error('Unable to remove member', {
          description: firstPayloadError(removeMember.errors) ?? undefined,
        });
      },
      onError: () => {
        toast.error('Unable to remove member', { description: NETWORK_ERROR_MESSAGE });
      },
    });
  };

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold">
        Members <span className="font-normal text-slate-500">({total})</span>
      </h3>
      <ul ref={listRef} aria-label="Members" className="mt-2 divide-y divide-slate-200">
        {members.map((member) => {
          const manageable = canManageMember(data.viewerRole, member.role, member.isViewer);
          const options = roles.includes(member.role as TeamRole)
            ? roles
            : [...roles, member.role as TeamRole];
          return (
            <li
              key={member.id}
              tabIndex={-1}
              className="py-3 focus:outline-none focus-visible:ring-2"
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <div className="min-w-0 flex-1 basis-48">
                  <p className="truncate text-sm font-medium text-slate-900">
                    {member.name}
                    {member.isViewer ? <span className="text-slate-500"> (you)</span> : null}
                  </p>
                  <p className="truncate text-sm text-slate-600">{member.email}</p>
                </div>
                {manageable ? (
                  <>
                    <label className="sr-only" htmlFor={`role-${member.id}`}>
                      Role of {member.name}
                    </label>
                    <select
                      id={`role-${member.id}`}
                      value={pendingRole?.id === member.id ? pendingRole.role : member.role}
                      disabled={changingRole}
                      onChange={(event) => onRoleChange(member, event.target.value as TeamRole)}
                      className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
                    >
                      {options.map((role) => (
                        <option key={role} value={role}>
                          {roleLabel(role)}
                        </option>
                      ))}
                    </select>
                    <button
                      type="button"
                      ref={(element) => {
                        if (element) removeButtons.current.set(member.id, element);
                        else removeButtons.current.delete(member.id);
                      }}
                      aria-label={`Remove ${member.name}`}
                      aria-expanded={confirming === member.id}
                      onClick={() => setConfirming(member.id)}
                      className="rounded-md border border-red-300 px-2.5 py-1 text-xs font-semibold text-red-700 hover:bg-red-50"
                    >
                      Remove
                    </button>
                  </>
                ) : (
                  <RoleBadge role={member.role} />
                )}
              </div>
              {confirming === member.id ? (
                <ConfirmBox
                  confirmLabel="Yes, remove"
                  busyLabel="Removing…"
                  busy={removing}
                  onConfirm={() => onRemove(member)}
                  onCancel={cancelRemove}
                >
                  Remove {member.name} from {data.name}? They lose access to its swipes, tags and
                  collections.
                </ConfirmBox>
              ) : null}
            </li>
          );
        })}
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
