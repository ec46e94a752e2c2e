import { useId, useState } from 'react';
import { planLabel } from '../../lib/plans';
import { type Plan, useGrantTeamPlan } from './useGrantTeamPlan';

const PLANS: readonly Plan[] = ['FREE', 'PRO', 'TEAM'];

/**
 * Grants a plan to one team, or ends a granted one (Free), by hand: how administrators give
 * plans when payments are off. A team paying through Stripe is refused by the server.
 */
export function AdminTeamPlan({
  teamId,
  teamName,
  plan,
  onChanged,
}: {
  teamId: string;
  teamName: string;
  plan: Plan;
  onChanged: () => void;
}) {
  const selectId = useId();
  const [chosen, setChosen] = useState<Plan>(plan);
  const [grant, inFlight] = useGrantTeamPlan();
  return (
    <form
      className="flex items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (inFlight || chosen === plan) return;
        grant(teamId, chosen, { teamName, onGranted: onChanged, onTeamIdError: () => {} });
      }}
    >
      <label htmlFor={selectId} className="sr-only">
        Plan of {teamName}
      </label>
      <select
        id={selectId}
        value={chosen}
        onChange={(event) => setChosen(event.target.value as Plan)}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
      >
        {PLANS.map((value) => (
          <option key={value} value={value}>
            {planLabel(value)}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="btn-secondary !py-1.5"
        aria-disabled={inFlight || chosen === plan}
      >
        {inFlight ? 'Saving…' : 'Set plan'}
      </button>
    </form>
  );
}
