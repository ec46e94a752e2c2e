import { prisma } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { publishUserEvent } from '../../realtime/user-events.js';
import { FieldError, type ServiceResult } from '../errors.js';

// A user's metadata as the spec's clients read and patch it (spec §3 User, §4 onboarding):
// registration and sign-in times, referral, and onboarding progress per step.

/** The onboarding steps (spec §3), and the entry that hides the finished guide. */
export const ONBOARDING_STEPS = [
  'view_onboarding_swipes',
  'install_extension',
  'swipe_website',
  'swipe_email',
  'swipe_upload',
] as const;
export const ONBOARDING_COMPLETE = 'onboarding_complete';
const PROGRESS_KEYS = new Set<string>([...ONBOARDING_STEPS, ONBOARDING_COMPLETE]);

/** Largest onboarding `meta` object, as JSON (UI state such as the wizard's visibility). */
export const MAX_META_BYTES = 4096;

export interface UserMetadata {
  registered_at: string;
  last_sign_in_at: string | null;
  referralId: string | null;
  full_name: string;
  onboarding: {
    meta: Prisma.JsonValue;
    progress: Record<string, { status: 'COMPLETE' | 'SKIPPED'; completed_at: string }>;
  };
}

/** The user columns `metadataOf` reads: select them with whatever else a query loads. */
export const metadataSelect = {
  name: true,
  registeredAt: true,
  lastSignInAt: true,
  referralId: true,
  onboardingMeta: true,
  onboardingProgress: { select: { stepKey: true, status: true, completedAt: true } },
} satisfies Prisma.UserSelect;

export async function userMetadata(userId: string): Promise<UserMetadata> {
  return metadataOf(
    await prisma().user.findUniqueOrThrow({ where: { id: userId }, select: metadataSelect }),
  );
}

/** The metadata of a user row loaded with `metadataSelect`. */
export function metadataOf(
  user: Prisma.UserGetPayload<{ select: typeof metadataSelect }>,
): UserMetadata {
  return {
    registered_at: user.registeredAt.toISOString(),
    last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
    referralId: user.referralId,
    full_name: user.name,
    onboarding: {
      meta: user.onboardingMeta ?? {},
      progress: Object.fromEntries(
        user.onboardingProgress.map((step) => [
          step.stepKey,
          { status: step.status, completed_at: step.completedAt.toISOString() },
        ]),
      ),
    },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Applies a patch `{onboarding: {meta?, progress?: {<step>: {status, completed_at?}}}}`: meta is
 * replaced, progress entries are set per step. Anything else is refused, and nothing is saved
 * unless all of it is valid.
 */
export async function updateUserMetadata(
  userId: string,
  patch: unknown,
): Promise<ServiceResult<UserMetadata, FieldError>> {
  const refuse = (field: string, message: string) => ({
    ok: false as const,
    errors: [new FieldError(field, message)],
  });
  if (!isObject(patch)) return refuse('metadata', 'Send the metadata as an object.');
  const unknown = Object.keys(patch).find((key) => key !== 'onboarding');
  if (unknown) return refuse(unknown, `${unknown} cannot be changed here.`);
  const onboarding = patch.onboarding ?? {};
  if (!isObject(onboarding)) return refuse('onboarding', 'Send onboarding as an object.');
  const extra = Object.keys(onboarding).find((key) => key !== 'meta' && key !== 'progress');
  if (extra) return refuse(`onboarding.${extra}`, `onboarding.${extra} is not a setting.`);

  const { meta, progress = {} } = onboarding;
  if (meta !== undefined) {
    if (!isObject(meta)) return refuse('onboarding.meta', 'onboarding.meta must be an object.');
    if (JSON.stringify(meta).length > MAX_META_BYTES) {
      return refuse('onboarding.meta', `onboarding.meta can be at most ${MAX_META_BYTES} bytes.`);
    }
  }
  if (!isObject(progress)) return refuse('onboarding.progress', 'Send progress as an object.');
  const steps: { stepKey: string; status: 'COMPLETE' | 'SKIPPED'; completedAt: Date }[] = [];
  for (const [key, value] of Object.entries(progress)) {
    const field = `onboarding.progress.${key}`;
    if (!PROGRESS_KEYS.has(key)) return refuse(field, `${key} is not an onboarding step.`);
    if (!isObject(value) || (value.status !== 'COMPLETE' && value.status !== 'SKIPPED')) {
      return refuse(field, 'A step is COMPLETE or SKIPPED.');
    }
    const completedAt =
      value.completed_at === undefined ? new Date() : new Date(String(value.completed_at));
    if (Number.isNaN(completedAt.getTime())) {
      return refuse(field, 'completed_at must be an ISO date and time.');
    }
    steps.push({ stepKey: key, status: value.status, completedAt });
  }

  await prisma().$transaction(async (tx) => {
    if (meta !== undefined) {
      await tx.user.update({
        where: { id: userId },
        data: { onboardingMeta: meta as Prisma.InputJsonObject },
      });
    }
    for (const step of steps) {
      await tx.onboardingProgress.upsert({
        where: { userId_stepKey: { userId, stepKey: step.stepKey } },
        create: { userId, ...step },
        update: { status: step.status, completedAt: step.completedAt },
      });
    }
  });
  publishUserEvent(userId, 'ONBOARDING_CHANGED');
  return { ok: true, value: await userMetadata(userId) };
}

/**
 * The one statement that marks a progress entry (a step or onboarding_complete) COMPLETE, now,
 * unless it already is; it answers how many rows changed (0 or 1). A Prisma promise, so it can
 * run alone or in a `$transaction([…])`.
 */
export function markProgressComplete(userId: string, key: string) {
  return prisma().$executeRaw`
    INSERT INTO onboarding_progress (user_id, step_key, status, completed_at)
    VALUES (${userId}::uuid, ${key}, 'COMPLETE', now())
    ON CONFLICT (user_id, step_key) DO UPDATE SET status = 'COMPLETE', completed_at = now()
    WHERE onboarding_progress.status <> 'COMPLETE'`;
}

/**
 * A step done by really doing it (saving a website, an email or an upload; installing the
 * extension): marked COMPLETE unless it already is (a skipped step becomes complete too, at the
 * time it was done). One statement, so concurrent saves cannot collide; the viewer's open tabs
 * hear of the change. Progress is a by-product of the real action, so a failure here is only
 * logged and never undoes or fails that action.
 */
export async function completeOnboardingStep(
  userId: string,
  step: (typeof ONBOARDING_STEPS)[number],
): Promise<void> {
  try {
    const changed = await markProgressComplete(userId, step);
    if (changed > 0) publishUserEvent(userId, 'ONBOARDING_CHANGED');
  } catch (error) {
    console.error(`Could not record the onboarding step ${step}`, error);
  }
}
