import { type FormEvent, useId, useRef, useState } from 'react';
import { teamGlobalId } from '../../lib/teamIds';
import { TextField } from '../forms';
import { type Plan, useGrantTeamPlan } from './useGrantTeamPlan';

const PLAN_OPTIONS: ReadonlyArray<{ value: Plan; label: string }> = [
  { value: 'FREE', label: 'Free' },
  { value: 'PRO', label: 'Pro' },
  { value: 'TEAM', label: 'Team' },
];

/** Administrators set a team's plan by hand (the way to give plans without payments). */
export function GrantPlanForm() {
  const planId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [teamId, setTeamId] = useState('');
  const [plan, setPlan] = useState<Plan>('PRO');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [grant, inFlight] = useGrantTeamPlan();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = teamGlobalId(teamId);
    if (!id || inFlight) {
      input.current?.focus();
      return;
    }
    setFieldError(undefined);
    grant(id, plan, {
      onGranted: () => setTeamId(''),
      onTeamIdError: (message) => {
        setFieldError(message);
        if (message) input.current?.focus();
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <h3 className="text-base font-semibold">Grant a plan</h3>
      <TextField
        ref={input}
        name="teamId"
        label="Team ID"
        hint="The team's ID from its Settings page, or its database UUID."
        autoComplete="off"
        spellCheck={false}
        value={teamId}
        onChange={(event) => setTeamId(event.target.value)}
        error={fieldError}
      />
      <div>
        <label htmlFor={planId} className="block text-sm font-medium text-slate-800">
          Plan
        </label>
        <select
          id={planId}
          value={plan}
          onChange={(event) => setPlan(event.target.value as Plan)}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm sm:w-48"
        >
          {PLAN_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-primary" disabled={inFlight}>
        {inFlight ? 'Granting…' : 'Grant plan'}
      </button>
    </form>
  );
}
