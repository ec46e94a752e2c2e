import { Icon } from '@swipestack/common/ui/Icon';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { OnboardingChecklist_onboarding$key } from '../../__generated__/OnboardingChecklist_onboarding.graphql';
import { progressPercent, progressText, taskLink } from '../../lib/onboarding';
import { useHideOnboardingGuide } from './useHideOnboardingGuide';
import { useSetOnboardingWizardVisible } from './useSetOnboardingWizardVisible';
import { useSkipOnboardingStep } from './useSkipOnboardingStep';

type Task = {
  readonly key: string;
  readonly title: string;
  readonly description: string;
  readonly status: string | null | undefined;
  readonly action: { readonly href: string; readonly type: string };
};

function OnboardingProgress({
  done,
  total,
  progress,
}: {
  done: number;
  total: number;
  progress: number;
}) {
  const labelId = useId();
  const text = progressText(done, total);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium text-slate-700">
          Your progress
        </span>
        <span className="text-slate-600">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width] duration-500"
          style={{ width: `${progressPercent(progress)}%` }}
        />
      </div>
    </div>
  );
}

function TaskTitle({ task }: { task: Task }) {
  if (task.status) return <span>{task.title}</span>;
  const link = taskLink(task.action);
  const className = 'text-indigo-700 underline-offset-2 hover:underline';
  return link.kind === 'internal' ? (
    <Link to={link.to} className={className}>
      {task.title}
    </Link>
  ) : (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
      {task.title}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function StatusMark({ status }: { status: string | null | undefined }) {
  if (status === 'COMPLETE') {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
        <Icon name="check" className="size-3.5" /> Done
      </span>
    );
  }
  if (status === 'SKIPPED') {
    return (
      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
        Skipped
      </span>
    );
  }
  return null;
}

interface Props {
  onboarding: OnboardingChecklist_onboarding$key;
  /** `cards`: tasks side by side (swipes page); `list`: one under another (panel, guide). */
  layout?: 'cards' | 'list';
}

/**
 * The onboarding checklist (spec §4): progress as done/total, each task with its action and
 * Skip, and 'Click to hide the guide' once every task is done or skipped.
 */
export function OnboardingChecklist({ onboarding, layout = 'list' }: Props) {
  const data = useFragment(
    graphql`
      fragment OnboardingChecklist_onboarding on OnboardingProgress {
        done
        skipped
        total
        progress
        finished
        complete
        wizardVisible
        tasks {
          key
          title
          description
          status
          completedAt
          action {
            href
            type
          }
        }
      }
    `,
    onboarding,
  );
  const [skip, skipping] = useSkipOnboardingStep();
  const [hideGuide, hiding] = useHideOnboardingGuide();
  const [setWizardVisible] = useSetOnboardingWizardVisible();
  const cards = layout === 'cards';

  return (
    <div className="space-y-4">
      <OnboardingProgress done={data.done} total={data.total} progress={data.progress} />
      <ol
        aria-label="Getting started tasks"
        className={cards ? 'grid gap-3 sm:grid-cols-2 xl:grid-cols-5' : 'space-y-3'}
      >
        {data.tasks.map((task) => (
          <li
            key={task.key}
            className={`flex flex-col gap-1.5 rounded-lg border p-3 ${
              task.status ? 'border-slate-200 bg-slate-50' : 'border-indigo-100 bg-white'
            }`}
          >
            <div className="flex items-start justify-between gap-2">
              <h3 className="text-sm font-semibold text-slate-900">
                <TaskTitle task={task} />
              </h3>
              <StatusMark status={task.status} />
            </div>
            <p className="text-sm text-slate-600">{task.description}</p>
            {task.status ? null : (
              <button
                type="button"
                onClick={() => skip(task.key)}
                aria-label={`Skip ${task.title}`}
                className="mt-auto self-start rounded-md px-1.5 py-0.5 text-xs font-medium text-slate-600 underline-offset-2 hover:bg-slate-100 hover:underline"
              >
                Skip
              </button>
            )}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        {data.finished && !data.complete ? (
          <>
            <p className="text-sm font-medium text-emerald-800">
              All done: every step is finished or skipped.
            </p>
            {/* A skip shown optimistically is not stored yet: hiding waits for it. */}
            <button
              type="button"
              className="btn-primary"
              onClick={hideGuide}
              disabled={hiding || skipping}
            >
              Click to hide the guide
            </button>
          </>
        ) : null}
        {data.complete ? (
          <p className="text-sm text-slate-600">You finished the guide.</p>
        ) : data.wizardVisible ? (
          cards && !data.finished ? (
            <button type="button" className="btn-secondary" onClick={() => setWizardVisible(false)}>
              Hide for now
            </button>
          ) : null
        ) : (
          <button type="button" className="btn-secondary" onClick={() => setWizardVisible(true)}>
            Show on my swipes page
          </button>
        )}
      </div>
    </div>
  );
}
