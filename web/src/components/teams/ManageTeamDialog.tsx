import { can, roleLabel, roleOf } from '@swipestack/common/roles';
import { type FormEvent, Suspense, useEffect, useId, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { ManageTeamDialogDeleteMutation } from '../../__generated__/ManageTeamDialogDeleteMutation.graphql';
import type { ManageTeamDialogLeaveMutation } from '../../__generated__/ManageTeamDialogLeaveMutation.graphql';
import type { ManageTeamDialogQuery as ManageTeamDialogQueryType } from '../../__generated__/ManageTeamDialogQuery.graphql';
import type { ManageTeamDialogRenameMutation } from '../../__generated__/ManageTeamDialogRenameMutation.graphql';
import { firstPayloadError, NETWORK_ERROR_MESSAGE, splitPayloadErrors } from '../../lib/formErrors';
import { requestCreateTeam } from '../../lib/teamDialogs';
import { ErrorBoundary } from '../ErrorBoundary';
import { FormAlert, TextField } from '../forms';
import { Modal } from '../swipes/Modal';
import { ConfirmBox } from './ConfirmBox';
import { TeamInvites } from './TeamInvites';
import { TeamMembers } from './TeamMembers';
import { refreshTeamsSoon, removeTeamFromViewer } from './teamStore';

const ManageTeamDialogQuery = graphql`
  query ManageTeamDialogQuery($teamId: ID!) {
    node(id: $teamId) {
      ... on Team @alias(as: "team") {
        id
        name
        type
        viewerRole
        ...TeamMembersFragment
        ...TeamInvitesFragment
      }
    }
  }
`;

interface Team {
  readonly id: string;
  readonly name: string;
}

function PersonalTeam({ canCreateTeam }: { canCreateTeam: boolean }) {
  return (
    <div className="space-y-3">
      <h3 className="text-base font-semibold">Your personal team</h3>
      <p className="text-sm text-slate-700">
        Your personal team is yours alone: only you see its swipes, tags and collections, and nobody
        can be invited into it.
      </p>
      <p className="text-sm text-slate-700">
        To work with other people, create a team and invite them.
      </p>
      <button
        type="button"
        className="btn-primary"
        onClick={() => requestCreateTeam(canCreateTeam)}
      >
        Create a team
      </button>
    </div>
  );
}

/** Owners rename the team: 'Team edited' / 'Unable to edit team' (spec §8). */
function TeamName({ team, owner }: { team: Team; owner: boolean }) {
  const headingId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(team.name);
  const [error, setError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(() => setName(team.name), [team.name]);
  const [commit, saving] = useMutation<ManageTeamDialogRenameMutation>(graphql`
    mutation ManageTeamDialogRenameMutation($input: UpdateTeamInput!) {
      updateTeam(input: $input) {
        team {
          id
          name
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const clean = name.trim();
    // Like creation (spec §5): an empty name sends nothing; nor does an unchanged one.
    if (!clean || clean === team.name || saving) {
      if (!clean) input.current?.focus();
      return;
    }
    setError(undefined);
    setFormError(null);
    commit({
      variables: { input: { id: team.id, name: clean } },
      onCompleted: ({ updateTeam }) => {
        if (updateTeam.team && updateTeam.errors.length === 0) {
          toast.success('Team edited');
          return;
        }
        const split = splitPayloadErrors(updateTeam.errors);
        setError(split.fields.name);
        setFormError(split.form);
        toast.error('Unable to edit team', {
          description: split.form ?? split.fields.name ?? undefined,
        });
      },
      onError: () => {
        setFormError(NETWORK_ERROR_MESSAGE);
        toast.error('Unable to edit team');
      },
    });
  };

  if (!owner) {
    return (
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="text-base font-semibold">
          {team.name}
        </h3>
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold">
        Team name
      </h3>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label="Rename team"
        className="mt-2 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
      >
        <div className="sm:col-span-2">
          <FormAlert message={formError} />
        </div>
        <TextField
          ref={input}
          id={inputId}
          name="name"
          label="Name"
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error}
        />
        <button type="submit" className="btn-secondary sm:mt-6" disabled={saving}>
          {saving ? 'Saving…' : 'Save name'}
        </button>
      </form>
    </section>
  );
}

/** Leave (everyone) and delete (owners), each after a confirmation; not for the personal team. */
function LeaveOrDelete({
  team,
  owner,
  onGone,
}: {
  team: Team;
  owner: boolean;
  onGone: () => void;
}) {
  const environment = useRelayEnvironment();
  const headingId = useId();
  const leaveButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState<'leave' | 'delete' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [commitLeave, leaving] = useMutation<ManageTeamDialogLeaveMutation>(graphql`
    mutation ManageTeamDialogLeaveMutation($input: LeaveTeamInput!) {
      leaveTeam(input: $input) {
        deletedId
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const [commitDelete, deleting] = useMutation<ManageTeamDialogDeleteMutation>(graphql`
    mutation ManageTeamDialogDeleteMutation($input: DeleteTeamInput!) {
      deleteTeam(input: $input) {
        deletedId
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);

  const cancel = () => {
    const which = confirming;
    setConfirming(null);
    (which === 'delete' ? deleteButton : leaveButton).current?.focus();
  };
  const ask = (which: 'leave' | 'delete') => {
    setError(null);
    setConfirming(which);
  };
  const gone = (message: string) => {
    toast.success(message);
    refreshTeamsSoon(environment);
    onGone();
  };
  const failed = (message: string | null | undefined) => {
    setError(message ?? 'Something went wrong. Please try again.');
    cancel();
  };

  const onLeave = () =>
    commitLeave({
      variables: { input: { teamId: team.id } },
      updater: (store) => {
        if (store.getRootField('leaveTeam')?.getValue('deletedId')) {
          removeTeamFromViewer(store, team.id);
        }
      },
      onCompleted: ({ leaveTeam }) =>
        leaveTeam.deletedId
          ? gone(`You left ${team.name}`)
          : failed(firstPayloadError(leaveTeam.errors)),
      onError: () => failed(NETWORK_ERROR_MESSAGE),
    });

  const onDelete = () =>
    commitDelete({
      variables: { input: { id: team.id } },
      updater: (store) => {
        if (store.getRootField('deleteTeam')?.getValue('deletedId')) {
          removeTeamFromViewer(store, team.id);
        }
      },
      onCompleted: ({ deleteTeam }) =>
        deleteTeam.deletedId ? gone('Team deleted') : failed(firstPayloadError(deleteTeam.errors)),
      onError: () => failed(NETWORK_ERROR_MESSAGE),
    });

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-red-200 p-4">
      <h3 id={headingId} className="text-base font-semibold">
        {owner ? 'Leave or delete the team' : 'Leave the team'}
      </h3>
      <div className="mt-2">
        <FormAlert message={error} />
      </div>
      <div className="mt-2 flex flex-wrap gap-3">
        <button
          ref={leaveButton}
          type="button"
          aria-expanded={confirming === 'leave'}
          onClick={() => ask('leave')}
          className="btn-secondary"
        >
          Leave team
        </button>
        {owner ? (
          <button
            ref={deleteButton}
            type="button"
            aria-expanded={confirming === 'delete'}
            onClick={() => ask('delete')}
            className="rounded-lg border border-red-300 bg-white px-4 py-2.5 text-sm font-semibold text-red-700 hover:bg-red-50"
          >
            Delete team
          </button>
        ) : null}
      </div>
      {confirming === 'leave' ? (
        <ConfirmBox
          confirmLabel="Yes, leave"
          busyLabel="Leaving…"
          busy={leaving}
          onConfirm={onLeave}
          onCancel={cancel}
        >
          Leave {team.name}? You lose access to its swipes, tags and collections until someone
          invites you again.
        </ConfirmBox>
      ) : null}
      {confirming === 'delete' ? (
        <ConfirmBox
          confirmLabel="Yes, delete team"
          busyLabel="Deleting…"
          busy={deleting}
          onConfirm={onDelete}
          onCancel={cancel}
        >
          Delete {team.name} and everything in it? Its swipes, tags, collections and invites are
          deleted for every member. This cannot be undone.
        </ConfirmBox>
      ) : null}
    </section>
  );
}

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
        <TeamName team={team} owner={can(role, 'manageTeam')} />
        <p className="text-sm text-slate-600">
          Your role: <span className="font-semibold text-slate-900">{roleLabel(role)}</span>
        </p>
      </div>
      <TeamMembers team={team} />
      <TeamInvites team={team} />
      <LeaveOrDelete team={team} owner={can(role, 'manageTeam')} onGone={onClose} />
    </div>
  );
}

/** Settings of the selected team: name, members and roles, invites, leave and delete. */
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
