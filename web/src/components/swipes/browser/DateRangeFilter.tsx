import { useId } from 'react';
import { dateRangeProblem } from './filters';

interface Props {
  from: string;
  to: string;
  onChange: (patch: { from?: string; to?: string }) => void;
}

/** "Added from" and "Added to": days in the viewer's time zone, both ends included. */
export function DateRangeFilter({ from, to, onChange }: Props) {
  const fromId = useId();
  const toId = useId();
  const problemId = useId();
  const problem = dateRangeProblem({ from, to });
  const described = problem ? { 'aria-describedby': problemId, 'aria-invalid': true } : {};
  const input = 'mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1 text-sm';
  return (
    <fieldset className="col-span-2 grid min-w-0 grid-cols-2 gap-3">
      <legend className="sr-only">Date added</legend>
      <div className="min-w-0">
        <label htmlFor={fromId} className="block text-xs font-semibold text-slate-600">
          Added from
        </label>
        <input
          id={fromId}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
          className={input}
          {...described}
        />
      </div>
      <div className="min-w-0">
        <label htmlFor={toId} className="block text-xs font-semibold text-slate-600">
          Added to
        </label>
        <input
          id={toId}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
          className={input}
          {...described}
        />
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="col-span-2 text-xs text-red-700">
          {problem} The dates are not applied.
        </p>
      ) : null}
    </fieldset>
  );
}
