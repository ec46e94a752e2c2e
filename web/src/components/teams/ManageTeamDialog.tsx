import { can, roleLabel, roleOf } from '@swipestack/common/roles';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { ManageTeamDialogQuery as ManageTeamDialogQueryType } from '../../__generated__/ManageTeamDialogQuery.graphql';
import { ErrorBoundary } from '../ErrorBoundary';
import { Modal } from '../swipes/Modal';
import { CommentSettings } from './CommentSettings';
import { LeaveOrDeleteTeam } from './LeaveOrDeleteTeam';
import { PersonalTeam } from './PersonalTeam';
import { TeamInvites } from './TeamInvites';
import { TeamMembers } from './TeamMembers';
import { TeamNameForm } from './TeamNameForm';

const ManageTeamDialogQuery = graphql`
  query ManageTeamDialogQuery($teamId: ID!) {
    node(id: $teamId) {
      ... on Team @alias(as: "team") {
        type
        viewerRole
        ...TeamNameForm_team
        ...TeamMembers_team
        ...TeamInvites_team
        ...CommentSettings_team
        ...LeaveOrDeleteTeam_team
      }
    }
  }
`;

function TeamSettings({
  teamId,
  canCreateTeam,
  onClose,
}: {
  teamId: string;
  canCreateTeam: boolean;
  onClose: () => void;
}) {
  const data = useLazyLoadQuery<ManageTeamDialogQueryType>(
    ManageTeamDialogQuery,
    { teamId },
    { fetchPolicy: 'store-and-network' },
  );
  const team = data.node?.team;
  if (!team) {
    return (
      <p className="text-sm text-slate-600">
        This team could not be loaded: it may have been deleted, or you are no longer in it.
      </p>
    );
  }
  if (team.type === 'PERSONAL') return <PersonalTeam canCreateTeam={canCreateTeam} />;
  const role = roleOf(team.viewerRole);
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <TeamNameForm team={team} owner={can(role, 'manageTeam')} />
        <p className="text-sm text-slate-600">
          Your role: <span className="font-semibold text-slate-900">{roleLabel(role)}</span>
        </p>
      </div>
      <TeamMembers team={team} />
      <TeamInvites team={team} />
      <CommentSettings team={team} manage={can(role, 'manageMembers')} />
      <LeaveOrDeleteTeam team={team} owner={can(role, 'manageTeam')} onGone={onClose} />
    </div>
  );
}

/**
 * Settings of the selected team: name, members and roles, invites, who may comment, leave and
 * delete.
 */
export function ManageTeamDialog({
  teamId,
  canCreateTeam,
  open,
  onClose,
}: {
  teamId: string | null;
  canCreateTeam: boolean;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(value) => (value ? undefined : onClose())}
      title="Manage team"
      size="lg"
    >
      {!open ? null : teamId ? (
        <ErrorBoundary
          key={teamId}
          fallback={
            <p role="alert" className="text-sm font-medium text-red-700">
              The team could not be loaded. Close this and try again.
            </p>
          }
        >
          <Suspense
            fallback={
              <p role="status" className="text-sm text-slate-600">
                Loading team…
              </p>
            }
          >
            <TeamSettings teamId={teamId} canCreateTeam={canCreateTeam} onClose={onClose} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <p className="text-sm text-slate-600">You are not a member of any team yet.</p>
      )}
    </Modal>
  );
}
