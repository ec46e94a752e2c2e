import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { paths } from '../../paths.js';

// The built-in sample swipes new users are shown (spec §3 Onboarding swipe). They are data in
// the repository (`prisma/seed/onboarding-swipes.json`, images under `web/public/onboarding/`),
// never rows of anyone's swipe file, so they neither count against the Free cap nor appear in a
// team's list.

/** The in-app actions a sample may offer (the web app knows how to do each). */
export const SAMPLE_ACTIONS = ['upload_image', 'open_quick_start'] as const;

const sampleSchema = z.object({
  swipe_id: z.string().regex(/^swipestack-onboarding-\d+$/),
  title: z.string().min(1),
  source: z.string().min(1),
  notes: z.string().min(1),
  media: z.object({
    type: z.literal('image'),
    // Our own files, served by the app: never another site's address.
    publicURL: z.string().regex(/^\/onboarding\/[a-z0-9-]+\.(svg|png|webp)$/),
  }),
  tags: z.array(z.object({ tag_id: z.string().min(1), title: z.string().min(1) })),
  collections: z.array(z.never()),
  action: z
    .object({
      id: z.enum(SAMPLE_ACTIONS).optional(),
      href: z.string().startsWith('/').optional(),
      title: z.string().min(1),
    })
    .refine((action) => Boolean(action.id) !== Boolean(action.href), 'An action has id or href.')
    .optional(),
});

export type OnboardingSwipe = z.infer<typeof sampleSchema>;

let samples: readonly OnboardingSwipe[] | undefined;

/** The samples in the order they are shown (read and checked once). */
export function onboardingSwipes(): readonly OnboardingSwipe[] {
  samples ??= z.array(sampleSchema).parse(JSON.parse(readFileSync(paths.onboardingSwipes, 'utf8')));
  return samples;
}

export function onboardingSwipe(swipeId: string): OnboardingSwipe | undefined {
  return onboardingSwipes().find((sample) => sample.swipe_id === swipeId);
}
