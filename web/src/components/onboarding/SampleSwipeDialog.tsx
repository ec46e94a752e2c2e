import * as Dialog from '@radix-ui/react-dialog';
import { Icon } from '@swipestack/common/ui/Icon';
import { Suspense, useEffect } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import type { SampleSwipeDialogQuery as SampleSwipeDialogQueryType } from '../../__generated__/SampleSwipeDialogQuery.graphql';
import { sampleActionHref } from '../../lib/onboarding';
import { ErrorBoundary } from '../ErrorBoundary';
import { useViewOnboardingSwipe } from './useViewOnboardingSwipe';

const SampleSwipeDialogQuery = graphql`
  query SampleSwipeDialogQuery($swipeId: String!) {
    onboardingSwipe(swipeId: $swipeId) {
      swipeId
      title
      source
      notes
      media {
        publicUrl
      }
      tags {
        tagId
        title
      }
      action {
        key
        href
        title
      }
    }
  }
`;

const label = 'block text-xs font-semibold tracking-wide text-slate-500 uppercase';

function CloseButton() {
  return (
    <Dialog.Close
      className="rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100"
      aria-label="Close"
    >
      <Icon name="close" className="block size-4" />
    </Dialog.Close>
  );
}

function SampleSwipe({ swipeId }: { swipeId: string }) {
  const data = useLazyLoadQuery<SampleSwipeDialogQueryType>(SampleSwipeDialogQuery, { swipeId });
  const location = useLocation();
  const viewed = useViewOnboardingSwipe();
  const sample = data.onboardingSwipe;
  const found = Boolean(sample);
  // Opening a sample is what the view_onboarding_swipes step asks for.
  useEffect(() => {
    if (found) viewed(swipeId);
  }, [found, swipeId, viewed]);

  if (!sample) {
    return (
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <Dialog.Title className="text-lg font-semibold">This sample does not exist</Dialog.Title>
          <CloseButton />
        </div>
        <Dialog.Description className="mt-2 text-sm text-slate-600">
          It may have been renamed. The guide lists every sample swipe.
        </Dialog.Description>
        <Link to="/swipes/guide#samples" className="btn-secondary mt-4">
          See the samples
        </Link>
      </div>
    );
  }
  const actionHref = sample.action ? sampleActionHref(sample.action, location) : null;
  return (
    <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
      <div className="min-h-0 flex-1 overflow-auto p-4">
        <img
          src={sample.media.publicUrl}
          alt={sample.title}
          width={1200}
          height={750}
          className="block h-auto w-full rounded-lg border border-slate-200"
        />
      </div>
      <aside className="w-full shrink-0 space-y-4 overflow-y-auto border-t border-slate-200 p-5 lg:w-96 lg:border-t-0 lg:border-l">
        <div className="flex items-start justify-between gap-2">
          <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-800">
            Sample swipe
          </span>
          <CloseButton />
        </div>
        <Dialog.Title className="text-lg font-semibold break-words">{sample.title}</Dialog.Title>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-500">Source</dt>
          <dd>{sample.source}</dd>
        </dl>
        <div>
          <h3 className={label}>Notes</h3>
          <Dialog.Description className="mt-1 text-sm whitespace-pre-wrap text-slate-800">
            {sample.notes}
          </Dialog.Description>
        </div>
        {sample.tags.length ? (
          <div>
            <h3 className={label}>Tags</h3>
            <ul aria-label="Sample tags" className="mt-1 flex flex-wrap gap-1.5">
              {sample.tags.map((tag) => (
                <li
                  key={tag.tagId}
                  className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-800"
                >
                  #{tag.title}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {sample.action && actionHref ? (
          <Link to={actionHref} className="btn-primary">
            {sample.action.title}
          </Link>
        ) : null}
        <p className="border-t border-slate-200 pt-4 text-xs text-slate-500">
          Samples show how Swipestack works. They are not in your swipe file and do not count
          towards your plan.
        </p>
      </aside>
    </div>
  );
}

function Loading() {
  return (
    <div className="flex flex-1 items-center justify-center p-12 text-slate-600" role="status">
      <Dialog.Title className="sr-only">Loading sample</Dialog.Title>
      <Dialog.Description>Loading sample…</Dialog.Description>
    </div>
  );
}

/** A built-in sample swipe, open while the address has ?sample=<swipeId>. */
export function SampleSwipeDialog({
  swipeId,
  onClose,
}: {
  swipeId: string | null;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={Boolean(swipeId)} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content className="fixed inset-2 z-40 flex flex-col overflow-hidden rounded-2xl bg-white shadow-2xl focus:outline-none sm:inset-6 lg:inset-10">
          {swipeId ? (
            <ErrorBoundary
              fallback={
                <div className="p-6">
                  <Dialog.Title className="text-lg font-semibold">
                    Could not load the sample
                  </Dialog.Title>
                  <Dialog.Description className="mt-2 text-sm text-slate-600">
                    Check your connection and try again.
                  </Dialog.Description>
                  <Dialog.Close className="btn-secondary mt-4">Close</Dialog.Close>
                </div>
              }
            >
              <Suspense fallback={<Loading />}>
                <SampleSwipe key={swipeId} swipeId={swipeId} />
              </Suspense>
            </ErrorBoundary>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
