import { requestCreateTeam } from '../../lib/teamDialogs';

/** Manage team for the personal team: it is the viewer's alone; "Create a team" instead. */
export function PersonalTeam({ canCreateTeam }: { canCreateTeam: boolean }) {
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
