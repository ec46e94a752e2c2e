import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import type { GettingStartedQuery as GettingStartedQueryType } from '../../__generated__/GettingStartedQuery.graphql';
import { progressText } from '../../lib/onboarding';
import { OnboardingChecklist } from './OnboardingChecklist';
import { OnboardingSlimLine } from './OnboardingSlimLine';
import { SampleSwipeList } from './SampleSwipeList';
import { useSetOnboardingWizardVisible } from './useSetOnboardingWizardVisible';

export const GettingStartedQuery = graphql`
  query GettingStartedQuery {
    viewer {
      onboarding {
        done
        total
        complete
        wizardVisible
        ...OnboardingChecklist_onboarding
      }
    }
    ...SampleSwipeList_query
  }
`;

/**
 * The swipes page's getting-started wizard: the checklist and the sample swipes while the guide
 * is visible and the team has no swipes yet; once it has some, one slim progress line that
 * expands to the checklist (the swipes come first); a one-line reminder while it is hidden for
 * now; nothing once it is complete.
 */
export function GettingStarted({
  queryRef,
  hasSwipes = false,
}: {
  queryRef: PreloadedQuery<GettingStartedQueryType>;
  /** Whether the selected team has swipes of its own. */
  hasSwipes?: boolean;
}) {
  const data = usePreloadedQuery<GettingStartedQueryType>(GettingStartedQuery, queryRef);
  const [setWizardVisible] = useSetOnboardingWizardVisible();
  const onboarding = data.viewer?.onboarding;
  if (!onboarding) return null;

  if (!onboarding.wizardVisible) {
    if (onboarding.complete) return null;
    return (
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm">
        <p className="text-slate-700">
          <span className="font-semibold">Getting started:</span>{' '}
          {progressText(onboarding.done, onboarding.total)}
        </p>
        <button
          type="button"
          className="btn-secondary py-1.5"
          onClick={() => setWizardVisible(true)}
        >
          Show the guide
        </button>
      </div>
    );
  }

  if (hasSwipes) {
    return (
      <OnboardingSlimLine onboarding={onboarding} done={onboarding.done} total={onboarding.total} />
    );
  }

  return (
    <section
      aria-labelledby="getting-started-heading"
      className="mt-6 space-y-5 rounded-xl border border-indigo-100 bg-white p-5 shadow-sm"
    >
      <div>
        <h2 id="getting-started-heading" className="text-lg font-semibold">
          Getting started
        </h2>
        <p className="text-sm text-slate-600">
          A few steps to a swipe file that fills itself. Steps you really do tick themselves off.
        </p>
      </div>
      <OnboardingChecklist onboarding={onboarding} layout="cards" />
      <div className="border-t border-slate-200 pt-4">
        <h3 className="text-sm font-semibold text-slate-900">Sample swipes</h3>
        <p className="mb-3 text-sm text-slate-600">
          Open one to see what a swipe keeps. Samples are not part of your swipe file.
        </p>
        <SampleSwipeList query={data} layout="strip" />
      </div>
    </section>
  );
}
