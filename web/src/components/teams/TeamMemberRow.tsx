import { canManageMember, roleLabel, type TeamRole } from '@swipestack/common/roles';
import type { Ref } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TeamMemberRow_member$key } from '../../__generated__/TeamMemberRow_member.graphql';
import { ConfirmBox } from './ConfirmBox';

interface Member {
  readonly id: string;
  readonly name: string;
}

function RoleBadge({ role }: { role: string }) {
  return (
    <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
      {roleLabel(role)}
    </span>
  );
}

/**
 * One member: name, email and role; for those the viewer may manage (docs/permissions.md),
 * a role select and Remove, which asks first.
 */
export function TeamMemberRow({
  member: memberKey,
  teamName,
  viewerRole,
  roles,
  confirming,
  changingRole,
  removing,
  removeButtonRef,
  onRoleChange,
  onAskRemove,
  onRemove,
  onCancelRemove,
}: {
  member: TeamMemberRow_member$key;
  teamName: string;
  viewerRole: string | null | undefined;
  /** The roles the viewer may give. */
  roles: readonly TeamRole[];
  confirming: boolean;
  changingRole: boolean;
  removing: boolean;
  removeButtonRef: Ref<HTMLButtonElement>;
  onRoleChange: (member: Member, role: TeamRole) => void;
  onAskRemove: (member: Member) => void;
  onRemove: (member: Member) => void;
  onCancelRemove: () => void;
}) {
  const member = useFragment(
    graphql`
      fragment TeamMemberRow_member on TeamMember {
        id
        name
        email
        role
        isViewer
      }
    `,
    memberKey,
  );
  const manageable = canManageMember(viewerRole, member.role, member.isViewer);
  const options = roles.includes(member.role as TeamRole)
    ? roles
    : [...roles, member.role as TeamRole];
  return (
    <li tabIndex={-1} className="py-3 focus:outline-none focus-visible:ring-2">
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
              value={member.role}
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
              ref={removeButtonRef}
              aria-label={`Remove ${member.name}`}
              aria-expanded={confirming}
              onClick={() => onAskRemove(member)}
              className="rounded-md border border-red-300 px-2.5 py-1 text-xs font-semibold text-red-700 hover:bg-red-50"
            >
              Remove
            </button>
          </>
        ) : (
          <RoleBadge role={member.role} />
        )}
      </div>
      {confirming ? (
        <ConfirmBox
          confirmLabel="Yes, remove"
          busyLabel="Removing…"
          busy={removing}
          onConfirm={() => onRemove(member)}
          onCancel={onCancelRemove}
        >
          Remove {member.name} from {teamName}? They lose access to its swipes, tags and
          collections.
        </ConfirmBox>
      ) : null}
    </li>
  );
}
