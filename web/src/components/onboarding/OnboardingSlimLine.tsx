import { useId, useState } from 'react';
import type { OnboardingChecklist_onboarding$key } from '../../__generated__/OnboardingChecklist_onboarding.graphql';
import { progressText } from '../../lib/onboarding';
import { OnboardingChecklist } from './OnboardingChecklist';

/**
 * The getting-started guide once the team has swipes: one line above the grid ("Getting
 * started: 3 of 5 done") whose disclosure button shows the full checklist below it, so the
 * swipes come first. Samples are not offered here: the team has swipes of its own.
 */
export function OnboardingSlimLine({
  onboarding,
  done,
  total,
}: {
  onboarding: OnboardingChecklist_onboarding$key;
  done: number;
  total: number;
}) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <section
      aria-label="Getting started"
      className="mt-4 rounded-lg border border-slate-200 bg-white px-4 py-2 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="text-slate-700">
          {/* Expanded, the checklist's own progress bar says it. */}
          <span className="font-semibold">Getting started{expanded ? '' : ':'}</span>
          {expanded ? null : ` ${progressText(done, total)}`}
        </p>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((open) => !open)}
          className="rounded-md px-2 py-1 font-semibold text-indigo-700 hover:bg-indigo-50"
        >
          {expanded ? 'Hide checklist' : 'Show checklist'}
        </button>
      </div>
      <div id={panelId} hidden={!expanded} className="mt-3 border-t border-slate-200 pt-3">
        {expanded ? <OnboardingChecklist onboarding={onboarding} layout="list" /> : null}
      </div>
    </section>
  );
}
