import { useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LeaveOrDeleteTeam_team$key } from '../../__generated__/LeaveOrDeleteTeam_team.graphql';
import { FormAlert } from '../forms';
import { ConfirmBox } from './ConfirmBox';
import { useDeleteTeam } from './useDeleteTeam';
import { useLeaveTeam } from './useLeaveTeam';

/** Leave (everyone) and delete (owners), each after a confirmation; not for the personal team. */
export function LeaveOrDeleteTeam({
  team,
  owner,
  onGone,
}: {
  team: LeaveOrDeleteTeam_team$key;
  owner: boolean;
  onGone: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment LeaveOrDeleteTeam_team on Team {
        id
        name
      }
    `,
    team,
  );
  const headingId = useId();
  const leaveButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState<'leave' | 'delete' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [leave, leaving] = useLeaveTeam();
  const [deleteTeam, deleting] = useDeleteTeam();

  const cancel = () => {
    const which = confirming;
    setConfirming(null);
    (which === 'delete' ? deleteButton : leaveButton).current?.focus();
  };
  const ask = (which: 'leave' | 'delete') => {
    setError(null);
    setConfirming(which);
  };
  const failed = (message: string | null) => {
    setError(message ?? 'Something went wrong. Please try again.');
    cancel();
  };

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
          onConfirm={() => leave(data, { onLeft: onGone, onFailed: failed })}
          onCancel={cancel}
        >
          Leave {data.name}? You lose access to its swipes, tags and collections until someone
          invites you again.
        </ConfirmBox>
      ) : null}
      {confirming === 'delete' ? (
        <ConfirmBox
          confirmLabel="Yes, delete team"
          busyLabel="Deleting…"
          busy={deleting}
          onConfirm={() => deleteTeam(data.id, { onDeleted: onGone, onFailed: failed })}
          onCancel={cancel}
        >
          Delete {data.name} and everything in it? Its swipes, tags, collections and invites are
          deleted for every member. This cannot be undone.
        </ConfirmBox>
      ) : null}
    </section>
  );
}
