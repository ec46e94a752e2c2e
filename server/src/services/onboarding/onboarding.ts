import { prisma } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { publishUserEvent } from '../../realtime/user-events.js';
import {
  completeOnboardingStep,
  markProgressComplete,
  ONBOARDING_COMPLETE,
  ONBOARDING_STEPS,
} from '../accounts/user-metadata.js';
import {
  FieldError,
  NotFoundError,
  OnboardingNotFinishedError,
  type ServiceResult,
} from '../errors.js';
import { onboardingSwipe } from './onboarding-swipes.js';
import {
  ONBOARDING_TASKS,
  type OnboardingStep,
  type OnboardingTaskDefinition,
} from './onboarding-tasks.js';

// The onboarding guide's rules (spec §4 Onboarding initialisation and step). Progress is kept
// in the user's metadata (`onboarding_progress` rows and the `onboarding_meta` JSON, see
// user-metadata.ts); GraphQL only calls these functions.

type Status = 'COMPLETE' | 'SKIPPED';

interface ProgressRow {
  stepKey: string;
  status: Status;
  completedAt: Date;
}

export interface OnboardingTaskState extends OnboardingTaskDefinition {
  /** Null while the step is not done. */
  status: Status | null;
  completedAt: Date | null;
}

export interface OnboardingState {
  userId: string;
  tasks: OnboardingTaskState[];
  /** Steps COMPLETE (skipped ones are not done). */
  done: number;
  skipped: number;
  total: number;
  /** done / total, from 0 to 1. */
  progress: number;
  /** Every step is done or skipped: the guide may be hidden for good. */
  finished: boolean;
  /** onboarding_complete is COMPLETE: the user hid the finished guide. */
  complete: boolean;
  completedAt: Date | null;
  wizardVisible: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isOnboardingStep(key: string): key is OnboardingStep {
  return (ONBOARDING_STEPS as readonly string[]).includes(key);
}

/** The guide as the user sees it, from their progress rows and onboarding meta. */
export function summariseOnboarding(
  userId: string,
  rows: readonly ProgressRow[],
  meta: Prisma.JsonValue | null,
): OnboardingState {
  const byKey = new Map(rows.map((row) => [row.stepKey, row]));
  const tasks = ONBOARDING_TASKS.map((task) => {
    const row = byKey.get(task.key);
    return { ...task, status: row?.status ?? null, completedAt: row?.completedAt ?? null };
  });
  const done = tasks.filter((task) => task.status === 'COMPLETE').length;
  const skipped = tasks.filter((task) => task.status === 'SKIPPED').length;
  const closing = byKey.get(ONBOARDING_COMPLETE);
  const complete = closing?.status === 'COMPLETE';
  const stored = isObject(meta) ? meta.wizardVisible : undefined;
  return {
    userId,
    tasks,
    done,
    skipped,
    total: tasks.length,
    progress: done / tasks.length,
    finished: done + skipped === tasks.length,
    complete,
    completedAt: complete ? (closing?.completedAt ?? null) : null,
    // Stored per user once they show or hide it; until then visible unless complete.
    wizardVisible: typeof stored === 'boolean' ? stored : !complete,
  };
}

const noOnboardingData = (meta: Prisma.JsonValue | null, rows: readonly ProgressRow[]) =>
  rows.length === 0 && (meta === null || (isObject(meta) && Object.keys(meta).length === 0));

/** The user columns onboarding reads: select them with whatever else a query loads. */
export const onboardingSelect = {
  extensionInstalled: true,
  onboardingMeta: true,
  onboardingProgress: { select: { stepKey: true, status: true, completedAt: true } },
} satisfies Prisma.UserSelect;

type OnboardingRow = Prisma.UserGetPayload<{ select: typeof onboardingSelect }>;

function readUser(userId: string) {
  return prisma().user.findUniqueOrThrow({ where: { id: userId }, select: onboardingSelect });
}

/**
 * Sets up a loaded user's onboarding when it is missing (spec §4): a user without onboarding
 * data gets it, with install_extension COMPLETE when the extension is already installed; an
 * installed extension always shows as a done step, whenever it was installed. Writes nothing
 * when the onboarding is already there, and answers whether it wrote (then read the user again).
 */
export async function setUpOnboarding(userId: string, user: OnboardingRow): Promise<boolean> {
  const untouched = noOnboardingData(user.onboardingMeta, user.onboardingProgress);
  const extensionUnrecorded =
    user.extensionInstalled &&
    !user.onboardingProgress.some(
      (row) => row.stepKey === 'install_extension' && row.status === 'COMPLETE',
    );
  if (untouched) {
    await prisma().user.update({
      where: { id: userId },
      data: { onboardingMeta: { initialisedAt: new Date().toISOString() } },
    });
  }
  if (extensionUnrecorded) await completeOnboardingStep(userId, 'install_extension');
  return untouched || extensionUnrecorded;
}

/** The user's onboarding, set up on the first load (`setUpOnboarding`). */
export async function loadOnboarding(userId: string): Promise<OnboardingState> {
  let user = await readUser(userId);
  if (await setUpOnboarding(userId, user)) user = await readUser(userId);
  return summariseOnboarding(userId, user.onboardingProgress, user.onboardingMeta);
}

/** Sets keys of the onboarding meta in one statement, keeping the others. */
function mergeMeta(userId: string, patch: Record<string, unknown>) {
  return prisma().$executeRaw`
    UPDATE "user"
    SET onboarding_meta = COALESCE(onboarding_meta, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb
    WHERE id = ${userId}::uuid`;
}

/** The user skips a step: SKIPPED, stamped now. A step already done or skipped stays as it is. */
export async function skipOnboardingStep(
  userId: string,
  key: string,
): Promise<ServiceResult<OnboardingState, FieldError>> {
  if (!isOnboardingStep(key)) {
    return { ok: false, errors: [new FieldError('key', `${key} is not an onboarding step.`)] };
  }
  const { count } = await prisma().onboardingProgress.createMany({
    data: [{ userId, stepKey: key, status: 'SKIPPED' }],
    skipDuplicates: true,
  });
  if (count > 0) publishUserEvent(userId, 'ONBOARDING_CHANGED');
  return { ok: true, value: await loadOnboarding(userId) };
}

/**
 * 'Click to hide the guide': allowed once every step is done or skipped; sets
 * onboarding_complete to COMPLETE and hides the wizard.
 */
export async function hideOnboardingGuide(
  userId: string,
): Promise<ServiceResult<OnboardingState, OnboardingNotFinishedError>> {
  const current = await loadOnboarding(userId);
  if (!current.finished) return { ok: false, errors: [new OnboardingNotFinishedError()] };
  await prisma().$transaction([
    markProgressComplete(userId, ONBOARDING_COMPLETE),
    mergeMeta(userId, { wizardVisible: false }),
  ]);
  publishUserEvent(userId, 'ONBOARDING_CHANGED');
  return { ok: true, value: await loadOnboarding(userId) };
}

/** Shows or hides the checklist on the swipes page (kept per user in the onboarding meta). */
export async function setOnboardingWizardVisible(
  userId: string,
  visible: boolean,
): Promise<ServiceResult<OnboardingState, never>> {
  await mergeMeta(userId, { wizardVisible: visible });
  publishUserEvent(userId, 'ONBOARDING_CHANGED');
  return { ok: true, value: await loadOnboarding(userId) };
}

/** The user opened a sample swipe: view_onboarding_swipes is done. */
export async function viewOnboardingSwipe(
  userId: string,
  swipeId: string,
): Promise<ServiceResult<OnboardingState, NotFoundError>> {
  if (!onboardingSwipe(swipeId)) {
    return { ok: false, errors: [new NotFoundError('This sample swipe does not exist.')] };
  }
  await completeOnboardingStep(userId, 'view_onboarding_swipes');
  return { ok: true, value: await loadOnboarding(userId) };
}
