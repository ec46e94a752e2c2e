import type { CaptureStatus, SwipeKind } from '../../generated/prisma/enums.js';
import { completeOnboardingStep } from '../accounts/user-metadata.js';
import { needsCapture } from '../swipes/swipes.js';

/** Capture outcomes that keep a picture of the page: a partial capture kept what had rendered. */
const KEPT: readonly CaptureStatus[] = ['DONE', 'PARTIAL'];

/**
 * "Save a website" (swipe_website) is done when a page saved by its address has been captured,
 * fully or in part, not when it is saved: a failed capture leaves it open (docs/onboarding.md).
 * The step's author hears it live (ONBOARDING_CHANGED).
 */
export async function completeWebsiteStepOnCapture(swipe: {
  kind: SwipeKind;
  url: string | null;
  authorId: string | null;
  captureStatus: CaptureStatus;
}): Promise<void> {
  if (!swipe.authorId || !KEPT.includes(swipe.captureStatus)) return;
  if (!needsCapture(swipe.kind, swipe.url)) return;
  await completeOnboardingStep(swipe.authorId, 'swipe_website');
}
