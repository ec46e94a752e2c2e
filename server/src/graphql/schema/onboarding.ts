import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { OnboardingStatus } from '../../generated/prisma/enums.js';
import {
  hideOnboardingGuide,
  loadOnboarding,
  type OnboardingState,
  type OnboardingTaskState,
  setOnboardingWizardVisible,
  skipOnboardingStep,
  viewOnboardingSwipe,
} from '../../services/onboarding.js';
import {
  type OnboardingSwipe,
  onboardingSwipe,
  onboardingSwipes,
} from '../../services/onboarding-swipes.js';
import { builder } from '../builder.js';
import { OnboardingError } from './errors.js';

// The onboarding guide (the viewer's checklist of tasks) and the built-in sample swipes.

const shortText = z.string().max(100, 'must be at most 100 characters');

const OnboardingStatusEnum = builder.enumType(OnboardingStatus, { name: 'OnboardingStatus' });

const OnboardingActionTypeEnum = builder.enumType('OnboardingActionType', {
  values: ['INTERNAL', 'EXTERNAL'] as const,
  description: 'INTERNAL: a path in the app; EXTERNAL: an address on another site.',
});

const OnboardingTaskAction = builder
  .objectRef<OnboardingTaskState['action']>('OnboardingTaskAction')
  .implement({
    fields: (t) => ({
      href: t.exposeString('href'),
      type: t.field({
        type: OnboardingActionTypeEnum,
        resolve: (action) => (action.type === 'external' ? 'EXTERNAL' : 'INTERNAL'),
      }),
    }),
  });

const OnboardingTask = builder.objectRef<OnboardingTaskState>('OnboardingTask').implement({
  description: 'A step of the onboarding checklist.',
  fields: (t) => ({
    key: t.exposeString('key', {
      description:
        'view_onboarding_swipes, install_extension, swipe_website, swipe_email or swipe_upload.',
    }),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    action: t.field({ type: OnboardingTaskAction, resolve: (task) => task.action }),
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

const Onboarding = builder.objectRef<OnboardingState>('Onboarding').implement({
  description: "The viewer's onboarding guide: the checklist and whether it is shown.",
  fields: (t) => ({
    id: t.id({ resolve: (state) => encodeGlobalID('Onboarding', state.userId) }),
    tasks: t.field({ type: [OnboardingTask], resolve: (state) => state.tasks }),
    done: t.exposeInt('done', { description: 'Steps complete (skipped ones are not).' }),
    skipped: t.exposeInt('skipped'),
    total: t.exposeInt('total'),
    progress: t.exposeFloat('progress', { description: 'done / total, from 0 to 1.' }),
    finished: t.exposeBoolean('finished', {
      description: 'Every step is done or skipped: the guide can be hidden for good.',
    }),
    complete: t.exposeBoolean('complete', {
      description: 'The user hid the finished guide (onboarding_complete is COMPLETE).',
    }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    wizardVisible: t.exposeBoolean('wizardVisible', {
      description: 'Whether the checklist shows on the swipes page (visible unless complete).',
    }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  onboarding: t.field({
    type: Onboarding,
    nullable: true,
    description: 'The onboarding guide, initialised on first load (only for the user themself).',
    select: { id: true },
    resolve: (user, _args, context) =>
      user.id === context.viewer?.userId ? loadOnboarding(user.id) : null,
  }),
}));

const OnboardingSwipeMedia = builder
  .objectRef<OnboardingSwipe['media']>('OnboardingSwipeMedia')
  .implement({
    fields: (t) => ({
      type: t.exposeString('type', { description: 'image' }),
      publicUrl: t.exposeString('publicURL', { description: 'A path the app serves.' }),
    }),
  });

const OnboardingSwipeTag = builder
  .objectRef<OnboardingSwipe['tags'][number]>('OnboardingSwipeTag')
  .implement({
    fields: (t) => ({
      tagId: t.exposeString('tag_id'),
      title: t.exposeString('title'),
    }),
  });

const OnboardingSwipeAction = builder
  .objectRef<NonNullable<OnboardingSwipe['action']>>('OnboardingSwipeAction')
  .implement({
    description: 'What a sample invites the user to do: an in-app action by key, or a link.',
    fields: (t) => ({
      key: t.string({
        nullable: true,
        description: 'upload_image or open_quick_start.',
        resolve: (action) => action.id ?? null,
      }),
      href: t.exposeString('href', { nullable: true }),
      title: t.exposeString('title'),
    }),
  });

const OnboardingSwipeRef = builder.objectRef<OnboardingSwipe>('OnboardingSwipe').implement({
  description: 'A built-in sample swipe shown to new users (not part of any team).',
  fields: (t) => ({
    id: t.id({ resolve: (sample) => encodeGlobalID('OnboardingSwipe', sample.swipe_id) }),
    swipeId: t.exposeString('swipe_id', { description: 'swipestack-onboarding-<n>' }),
    title: t.exposeString('title'),
    source: t.exposeString('source'),
    notes: t.exposeString('notes'),
    media: t.field({ type: OnboardingSwipeMedia, resolve: (sample) => sample.media }),
    tags: t.field({ type: [OnboardingSwipeTag], resolve: (sample) => sample.tags }),
    action: t.field({
      type: OnboardingSwipeAction,
      nullable: true,
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
    args: { swipeId: t.arg.string({ required: true, validate: shortText }) },
    resolve: (_root, { swipeId }) => onboardingSwipe(swipeId) ?? null,
  }),
}));

interface OnboardingPayloadShape {
  onboarding: OnboardingState | null;
  errors: object[];
}

const OnboardingPayload = builder.objectRef<OnboardingPayloadShape>('OnboardingPayload').implement({
  fields: (t) => ({
    onboarding: t.field({
      type: Onboarding,
      nullable: true,
      description: 'The guide as it is now (null when the mutation failed).',
      resolve: (payload) => payload.onboarding,
    }),
    errors: t.field({ type: [OnboardingError], resolve: (payload) => payload.errors as never }),
  }),
});

const toOnboardingPayload = (
  result: { ok: true; value: OnboardingState } | { ok: false; errors: object[] },
): OnboardingPayloadShape =>
  result.ok
    ? { onboarding: result.value, errors: [] }
    : { onboarding: null, errors: result.errors };

const SkipOnboardingStepInput = builder.inputType('SkipOnboardingStepInput', {
  description: 'The checklist step to skip.',
  fields: (t) => ({
    key: t.string({ required: true, validate: shortText, description: 'The step to skip.' }),
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
  skipOnboardingStep: t.field({
    type: OnboardingPayload,
    description: 'Skips a step of the checklist (stamped now); a done step stays done.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: SkipOnboardingStepInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toOnboardingPayload(await skipOnboardingStep(context.viewer?.userId ?? '', input.key)),
  }),
  hideOnboardingGuide: t.field({
    type: OnboardingPayload,
    description:
      "'Click to hide the guide': once every step is done or skipped, completes onboarding and hides the checklist.",
    authScopes: { signedIn: true },
    resolve: async (_root, _args, context) =>
      toOnboardingPayload(await hideOnboardingGuide(context.viewer?.userId ?? '')),
  }),
  setOnboardingWizardVisible: t.field({
    type: OnboardingPayload,
    description: 'Shows or hides the checklist on the swipes page.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: SetOnboardingWizardVisibleInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toOnboardingPayload(
        await setOnboardingWizardVisible(context.viewer?.userId ?? '', input.visible),
      ),
  }),
  viewOnboardingSwipe: t.field({
    type: OnboardingPayload,
    description: 'Records that the viewer opened a sample swipe (view_onboarding_swipes).',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ViewOnboardingSwipeInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toOnboardingPayload(await viewOnboardingSwipe(context.viewer?.userId ?? '', input.swipeId)),
  }),
}));
