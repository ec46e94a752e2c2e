import * as Dialog from '@radix-ui/react-dialog';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { QuickStartPanelQuery as QuickStartPanelQueryType } from '../../__generated__/QuickStartPanelQuery.graphql';
import { ErrorBoundary } from '../ErrorBoundary';
import { OnboardingChecklist } from './OnboardingChecklist';

const QuickStartPanelQuery = graphql`
  query QuickStartPanelQuery {
    viewer {
      onboarding {
        ...OnboardingChecklist_onboarding
      }
    }
  }
`;

function QuickStartChecklist() {
  // Fresh on every opening: steps may have been done in another tab or by email.
  const data = useLazyLoadQuery<QuickStartPanelQueryType>(
    QuickStartPanelQuery,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const onboarding = data.viewer?.onboarding;
  if (!onboarding) return null;
  return <OnboardingChecklist onboarding={onboarding} layout="list" />;
}

/** Quick-start slide-over, opened by ?guide=true (spec §2): the onboarding checklist. */
export function QuickStartPanel() {
  const [searchParams, setSearchParams] = useSearchParams();
  const open = searchParams.get('guide') === 'true';
  const close = () => {
    const next = new URLSearchParams(searchParams);
    next.delete('guide');
    setSearchParams(next, { replace: true });
  };
  return (
    <Dialog.Root open={open} onOpenChange={(value) => (value ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/30" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col gap-4 overflow-y-auto bg-white p-6 shadow-xl focus:outline-none">
          <div className="flex items-start justify-between">
            <Dialog.Title className="text-lg font-semibold">Quick start</Dialog.Title>
            <Dialog.Close className="rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100">
              Close
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sm text-slate-600">
            A few steps to get the most out of your swipe file. Steps you really do tick themselves
            off.
          </Dialog.Description>
          {open ? (
            <ErrorBoundary
              fallback={
                <p role="alert" className="text-sm text-red-700">
                  The checklist could not be loaded.
                </p>
              }
            >
              <Suspense
                fallback={
                  <p role="status" className="text-sm text-slate-600">
                    Loading the checklist…
                  </p>
                }
              >
                <QuickStartChecklist />
              </Suspense>
            </ErrorBoundary>
          ) : null}
          <div className="mt-auto space-y-2 border-t border-slate-200 pt-4 text-sm">
            <Link to="/swipes/guide" className="block font-medium text-indigo-700 underline">
              Read the full guide
            </Link>
            <Link
              to="/swipes/guide#samples"
              className="block font-medium text-indigo-700 underline"
            >
              Browse the sample swipes
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
