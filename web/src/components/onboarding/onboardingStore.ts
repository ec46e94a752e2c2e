import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import { onboardingCounts } from '../../lib/onboarding';

// Optimistic changes to the viewer's onboarding record (`viewer.onboarding` in the store); the
// mutation's answer replaces them with the server's state.

function viewerOnboarding(store: RecordSourceSelectorProxy): RecordProxy | null {
  return store.getRoot().getLinkedRecord('viewer')?.getLinkedRecord('onboarding') ?? null;
}

/** Marks a step (a done step stays done; doing a skipped one completes it), recomputes counts. */
export function markTask(
  store: RecordSourceSelectorProxy,
  key: string,
  status: 'COMPLETE' | 'SKIPPED',
) {
  const onboarding = viewerOnboarding(store);
  const tasks = onboarding?.getLinkedRecords('tasks');
  if (!onboarding || !tasks) return;
  const task = tasks.find((record) => record?.getValue('key') === key);
  const current = task?.getValue('status');
  if (!task || current === 'COMPLETE' || (current && status === 'SKIPPED')) return;
  task.setValue(status, 'status');
  task.setValue(new Date().toISOString(), 'completedAt');
  const counts = onboardingCounts(tasks.map((record) => record?.getValue('status') as string));
  onboarding.setValue(counts.done, 'done');
  onboarding.setValue(counts.skipped, 'skipped');
  onboarding.setValue(counts.progress, 'progress');
  onboarding.setValue(counts.finished, 'finished');
}

export function setWizardVisible(store: RecordSourceSelectorProxy, visible: boolean) {
  viewerOnboarding(store)?.setValue(visible, 'wizardVisible');
}

export function hideGuide(store: RecordSourceSelectorProxy) {
  const onboarding = viewerOnboarding(store);
  if (!onboarding?.getValue('finished')) return;
  onboarding.setValue(true, 'complete');
  onboarding.setValue(false, 'wizardVisible');
}
