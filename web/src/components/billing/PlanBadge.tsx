import { planLabel, planTone } from '../../lib/plans';

const TONES = {
  blue: 'bg-sky-100 text-sky-800 ring-sky-200',
  red: 'bg-red-100 text-red-800 ring-red-200',
} as const;

/** A team's plan: Free, Pro or Team; Pro and Team blue, anything else red (spec §2). */
export function PlanBadge({
  plan,
  className = '',
}: {
  plan: string | null | undefined;
  className?: string;
}) {
  const tone = planTone(plan);
  return (
    <span
      data-plan={planLabel(plan)}
      data-tone={tone}
      className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]} ${className}`}
    >
      <span className="sr-only">Plan: </span>
      {planLabel(plan)}
    </span>
  );
}
