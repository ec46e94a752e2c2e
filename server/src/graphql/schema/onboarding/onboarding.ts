import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { OnboardingStatus } from '../../../generated/prisma/enums.js';
import type { ONBOARDING_STEPS } from '../../../services/accounts/user-metadata.js';
import {
  hideOnboardingGuide,
  loadOnboarding,
  type OnboardingState,
  type OnboardingTaskState,
  setOnboardingWizardVisible,
  skipOnboardingStep,
  viewOnboardingSwipe,
} from '../../../services/onboarding/onboarding.js';
import {
  type OnboardingSwipe,
  onboardingSwipe,
  onboardingSwipes,
  type SAMPLE_ACTIONS,
} from '../../../services/onboarding/onboarding-swipes.js';
import { builder } from '../../builder.js';
import { OnboardingError, type OnboardingErrorShape } from '../errors.js';

// The onboarding guide (the viewer's checklist of tasks) and the built-in sample swipes.

const shortText = z.string().max(100, 'must be at most 100 characters');

const OnboardingStatusEnum = builder.enumType(OnboardingStatus, {
  name: 'OnboardingStatus',
  description: 'How a step of the checklist was finished.',
  values: {
    COMPLETE: { description: 'The user did the step.' },
    SKIPPED: { description: 'The user skipped the step (it does not count as done).' },
  },
});

// The enum's values are the stored step keys in upper case (view_onboarding_swipes ->
// VIEW_ONBOARDING_SWIPES).
const OnboardingStepEnum = builder.enumType('OnboardingStep', {
  description: 'A step of the onboarding checklist.',
  values: {
    VIEW_ONBOARDING_SWIPES: {
      value: 'view_onboarding_swipes',
      description: 'Open a sample swipe.',
    },
    INSTALL_EXTENSION: {
      value: 'install_extension',
      description: 'Install the browser extension and sign it in.',
    },
    SWIPE_WEBSITE: { value: 'swipe_website', description: 'Save a web page as a swipe.' },
    SWIPE_EMAIL: { value: 'swipe_email', description: 'Forward an email to save it as a swipe.' },
    SWIPE_UPLOAD: { value: 'swipe_upload', description: 'Upload an image as a swipe.' },
  } satisfies Record<Uppercase<(typeof ONBOARDING_STEPS)[number]>, unknown>,
});

const OnboardingActionTypeEnum = builder.enumType('OnboardingActionType', {
  description: 'Whether an action stays in the app.',
  values: {
    INTERNAL: { description: 'A path in the app.' },
    EXTERNAL: { description: 'An address on another site (open it in a new tab).' },
  } as const,
});

const OnboardingTaskAction = builder
  .objectRef<OnboardingTaskState['action']>('OnboardingTaskAction')
  .implement({
    description: 'Where a step of the checklist is done.',
    fields: (t) => ({
      href: t.exposeString('href', {
        description: 'A path in the app (INTERNAL) or an https address (EXTERNAL).',
      }),
      type: t.field({
        type: OnboardingActionTypeEnum,
        description: 'Whether href stays in the app.',
        resolve: (action) => (action.type === 'external' ? 'EXTERNAL' : 'INTERNAL'),
      }),
    }),
  });

const OnboardingTask = builder.objectRef<OnboardingTaskState>('OnboardingTask').implement({
  description: 'A step of the onboarding checklist.',
  fields: (t) => ({
    key: t.expose('key', { type: OnboardingStepEnum, description: 'Which step this is.' }),
    title: t.exposeString('title', { description: 'What the step asks, in a few words.' }),
    description: t.exposeString('description', { description: 'A sentence on why and how.' }),
    action: t.field({
      type: OnboardingTaskAction,
      description: 'Where the step is done.',
      resolve: (task) => task.action,
    }),
    status: t.field({
      type: OnboardingStatusEnum,
      nullable: true,
      description: 'Null while the step is not done.',
      resolve: (task) => task.status,
    }),
    completedAt: t.expose('completedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the step was done or skipped.',
    }),
  }),
});

const OnboardingProgress = builder.objectRef<OnboardingState>('OnboardingProgress').implement({
  description:
    "The viewer's progress through the onboarding guide: the checklist and whether it is shown. Only the user themself sees it.",
  fields: (t) => ({
    id: t.id({
      description: 'Stable per user, for client caches (not a Node: `node` does not fetch it).',
      resolve: (state) => encodeGlobalID('OnboardingProgress', state.userId),
    }),
    tasks: t.field({
      type: [OnboardingTask],
      description: 'The steps, in the order the guide lists them.',
      resolve: (state) => state.tasks,
    }),
    done: t.exposeInt('done', { description: 'Steps complete (skipped ones are not).' }),
    skipped: t.exposeInt('skipped', { description: 'Steps skipped.' }),
    total: t.exposeInt('total', { description: 'Steps in the checklist.' }),
    progress: t.exposeFloat('progress', { description: 'done / total, from 0 to 1.' }),
    finished: t.exposeBoolean('finished', {
      description: 'Every step is done or skipped: the guide can be hidden for good.',
    }),
    complete: t.exposeBoolean('complete', {
      description: 'The user hid the finished guide (onboarding_complete is COMPLETE).',
    }),
    completedAt: t.expose('completedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the user hid the finished guide; null until then.',
    }),
    wizardVisible: t.exposeBoolean('wizardVisible', {
      description: 'Whether the checklist shows on the swipes page (visible unless complete).',
    }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  onboarding: t.field({
    type: OnboardingProgress,
    nullable: true,
    description: 'The onboarding guide, initialised on first load (only for the user themself).',
    select: { id: true },
    resolve: (user, _args, context) =>
      user.id === context.viewer?.userId ? loadOnboarding(user.id) : null,
  }),
}));

const OnboardingMediaTypeEnum = builder.enumType('OnboardingMediaType', {
  description: 'What kind of media a sample swipe shows.',
  values: { IMAGE: { value: 'image', description: 'A still image.' } } as const,
});

const OnboardingSwipeActionKeyEnum = builder.enumType('OnboardingSwipeActionKey', {
  description: 'An in-app action a sample swipe offers.',
  values: {
    UPLOAD_IMAGE: {
      value: 'upload_image',
      description: 'Open the add-swipe dialog on its image upload tab.',
    },
    OPEN_QUICK_START: { value: 'open_quick_start', description: 'Show the quick-start guide.' },
  } satisfies Record<Uppercase<(typeof SAMPLE_ACTIONS)[number]>, unknown>,
});

const OnboardingSwipeMedia = builder
  .objectRef<OnboardingSwipe['media']>('OnboardingSwipeMedia')
  .implement({
    description: 'The picture of a sample swipe.',
    fields: (t) => ({
      type: t.expose('type', { type: OnboardingMediaTypeEnum, description: 'The kind of media.' }),
      publicUrl: t.exposeString('publicURL', { description: 'A path the app serves.' }),
    }),
  });

const OnboardingSwipeTag = builder
  .objectRef<OnboardingSwipe['tags'][number]>('OnboardingSwipeTag')
  .implement({
    description: 'A tag shown on a sample swipe (not a tag of any team).',
    fields: (t) => ({
      tagId: t.exposeString('tag_id', { description: 'Its key among the samples.' }),
      title: t.exposeString('title', { description: 'Its title.' }),
    }),
  });

const OnboardingSwipeAction = builder
  .objectRef<NonNullable<OnboardingSwipe['action']>>('OnboardingSwipeAction')
  .implement({
    description: 'What a sample invites the user to do: an in-app action by key, or a link.',
    fields: (t) => ({
      key: t.field({
        type: OnboardingSwipeActionKeyEnum,
        nullable: true,
        description: 'The in-app action to do; null when the action is a link (href).',
        resolve: (action) => action.id ?? null,
      }),
      href: t.exposeString('href', {
        nullable: true,
        description: 'A path in the app to go to; null when the action is a key.',
      }),
      title: t.exposeString('title', { description: 'The label of its button.' }),
    }),
  });

const OnboardingSwipeRef = builder.objectRef<OnboardingSwipe>('OnboardingSwipe').implement({
  description: 'A built-in sample swipe shown to new users (not part of any team).',
  fields: (t) => ({
    id: t.id({
      description:
        'Stable, for client caches (not a Node: `onboardingSwipe` fetches it by swipeId).',
      resolve: (sample) => encodeGlobalID('OnboardingSwipe', sample.swipe_id),
    }),
    swipeId: t.exposeString('swipe_id', { description: 'swipestack-onboarding-<n>' }),
    title: t.exposeString('title', { description: 'Its title.' }),
    source: t.exposeString('source', { description: 'The brand or site it shows.' }),
    notes: t.exposeString('notes', { description: 'What to notice in it.' }),
    media: t.field({
      type: OnboardingSwipeMedia,
      description: 'Its picture.',
      resolve: (sample) => sample.media,
    }),
    tags: t.field({
      type: [OnboardingSwipeTag],
      description: 'Its tags.',
      resolve: (sample) => sample.tags,
    }),
    action: t.field({
      type: OnboardingSwipeAction,
      nullable: true,
      description: 'What it invites the user to do next, if anything.',
      resolve: (sample) => sample.action ?? null,
    }),
  }),
});

builder.queryFields((t) => ({
  onboardingSwipes: t.field({
    type: [OnboardingSwipeRef],
    description: 'The built-in sample swipes, in the order they are shown.',
    resolve: () => onboardingSwipes(),
  }),
  onboardingSwipe: t.field({
    type: OnboardingSwipeRef,
    nullable: true,
    description: 'A sample swipe by its swipeId; null when there is none. No sign-in needed.',
    args: {
      swipeId: t.arg.string({
        required: true,
        validate: shortText,
        description: 'swipestack-onboarding-<n>',
      }),
    },
    resolve: (_root, { swipeId }) => onboardingSwipe(swipeId) ?? null,
  }),
}));

interface OnboardingPayloadShape {
  onboarding: OnboardingState | null;
  errors: OnboardingErrorShape[];
}

const OnboardingProgressPayload = builder
  .objectRef<OnboardingPayloadShape>('OnboardingProgressPayload')
  .implement({
    description: "The result of an onboarding mutation: the viewer's progress, or the errors.",
    fields: (t) => ({
      onboarding: t.field({
        type: OnboardingProgress,
        nullable: true,
        description: 'The guide as it is now (null when the mutation failed).',
        resolve: (payload) => payload.onboarding,
      }),
      errors: t.field({
        type: [OnboardingError],
        description: 'Why the mutation failed; empty when it succeeded.',
        resolve: (payload) => payload.errors,
      }),
    }),
  });

const toOnboardingPayload = (
  result: { ok: true; value: OnboardingState } | { ok: false; errors: OnboardingErrorShape[] },
): OnboardingPayloadShape =>
  result.ok
    ? { onboarding: result.value, errors: [] }
    : { onboarding: null, errors: result.errors };

const SkipOnboardingStepInput = builder.inputType('SkipOnboardingStepInput', {
  description: 'The checklist step to skip.',
  fields: (t) => ({
    key: t.field({ type: OnboardingStepEnum, required: true, description: 'The step to skip.' }),
  }),
});

const SetOnboardingWizardVisibleInput = builder.inputType('SetOnboardingWizardVisibleInput', {
  description: 'Whether the checklist shows on the swipes page.',
  fields: (t) => ({
    visible: t.boolean({
      required: true,
      description: 'True shows the checklist, false hides it.',
    }),
  }),
});

const ViewOnboardingSwipeInput = builder.inputType('ViewOnboardingSwipeInput', {
  description: 'The sample swipe the viewer opened.',
  fields: (t) => ({
    swipeId: t.string({
      required: true,
      validate: shortText,
      description: 'The id of a sample swipe (OnboardingSwipe.id).',
    }),
  }),
});

builder.mutationFields((t) => ({
  skipOnboardingStep: t.withAuth({ signedIn: true }).field({
    type: OnboardingProgressPayload,
    description: 'Skips a step of the checklist (stamped now); a done step stays done.',
    args: { input: t.arg({ type: SkipOnboardingStepInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toOnboardingPayload(await skipOnboardingStep(context.viewer.userId, input.key)),
  }),
  hideOnboardingGuide: t.withAuth({ signedIn: true }).field({
    type: OnboardingProgressPayload,
    description:
      "'Click to hide the guide': once every step is done or skipped, completes onboarding and hides the checklist.",
    resolve: async (_root, _args, context) =>
      toOnboardingPayload(await hideOnboardingGuide(context.viewer.userId)),
  }),
  setOnboardingWizardVisible: t.withAuth({ signedIn: true }).field({
    type: OnboardingProgressPayload,
    description: 'Shows or hides the checklist on the swipes page.',
    args: { input: t.arg({ type: SetOnboardingWizardVisibleInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toOnboardingPayload(await setOnboardingWizardVisible(context.viewer.userId, input.visible)),
  }),
  viewOnboardingSwipe: t.withAuth({ signedIn: true }).field({
    type: OnboardingProgressPayload,
    description: 'Records that the viewer opened a sample swipe (view_onboarding_swipes).',
    args: { input: t.arg({ type: ViewOnboardingSwipeInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toOnboardingPayload(await viewOnboardingSwipe(context.viewer.userId, input.swipeId)),
  }),
}));
