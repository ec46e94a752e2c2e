import type { ONBOARDING_STEPS } from '../accounts/user-metadata.js';

// The onboarding checklist's tasks (spec §3 Onboarding task), in the order the guide lists
// them. The web app and the extension both read them from here through GraphQL.

export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export interface OnboardingTaskDefinition {
  key: OnboardingStep;
  title: string;
  description: string;
  /** Where the task is done: a path in the app, or an address elsewhere. */
  action: { href: string; type: 'internal' | 'external' };
}

export const ONBOARDING_TASKS: readonly OnboardingTaskDefinition[] = [
  {
    key: 'view_onboarding_swipes',
    title: 'Look through the sample swipes',
    description:
      'Open a sample swipe to see what a swipe keeps: the picture, where it came from, notes and tags.',
    action: { href: '/swipes?sample=swipestack-onboarding-0', type: 'internal' },
  },
  {
    key: 'install_extension',
    title: 'Install the Chrome extension',
    description:
      'Save the page you are on, a part of it or a single image without leaving the tab.',
    action: { href: '/swipes/guide#chrome-extension', type: 'internal' },
  },
  {
    key: 'swipe_website',
    title: 'Save a website',
    description:
      "Paste a page's address: Swipestack captures the whole page and makes its text searchable.",
    action: { href: '/swipes?referrer=onboarding_task&task=website', type: 'internal' },
  },
  {
    key: 'swipe_email',
    title: 'Forward an email',
    description:
      'Forward a newsletter or a promotion to your own inbound address and it arrives as a swipe.',
    action: { href: '/settings?referrer=onboarding_task#email-swipes', type: 'internal' },
  },
  {
    key: 'swipe_upload',
    title: 'Upload an image',
    description: 'Add a screenshot of an ad, a social post or anything else worth keeping.',
    action: { href: '/swipes?referrer=onboarding_task&task=create', type: 'internal' },
  },
];
