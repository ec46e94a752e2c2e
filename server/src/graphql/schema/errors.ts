import {
  FieldError,
  InvalidCredentialsError,
  NotAllowedError,
  NotFoundError,
  OnboardingNotFinishedError,
  RateLimitError,
  SwipeLimitError,
} from '../../services/errors.js';
import { builder } from '../builder.js';

export const ErrorInterface = builder.interfaceRef<{ message: string }>('Error').implement({
  description: 'An expected failure, returned in a payload rather than thrown.',
  fields: (t) => ({
    message: t.exposeString('message', {
      description: 'What went wrong, in a sentence that may be shown to the user (English).',
    }),
  }),
});

builder.objectType(FieldError, {
  name: 'FieldError',
  description: 'An input field was missing or invalid.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof FieldError,
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The input field name, e.g. "email".' }),
  }),
});

builder.objectType(InvalidCredentialsError, {
  name: 'InvalidCredentialsError',
  description: 'The email address and password do not match an account.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof InvalidCredentialsError,
  fields: () => ({}),
});

builder.objectType(RateLimitError, {
  name: 'RateLimitError',
  description: 'Too many attempts from this address or for this account: try again later.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof RateLimitError,
  fields: (t) => ({
    retryAfterSeconds: t.exposeInt('retryAfterSeconds', {
      description: 'Seconds to wait before trying again.',
    }),
  }),
});

builder.objectType(NotAllowedError, {
  name: 'NotAllowedError',
  description: "The viewer's role does not allow this.",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof NotAllowedError,
  fields: () => ({}),
});

builder.objectType(NotFoundError, {
  name: 'NotFoundError',
  description: 'The thing does not exist, or the viewer may not see it.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof NotFoundError,
  fields: () => ({}),
});

builder.objectType(SwipeLimitError, {
  name: 'SwipeLimitError',
  description: "The team's plan holds no more swipes.",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof SwipeLimitError,
  fields: (t) => ({
    limit: t.exposeInt('limit', { description: 'The most swipes the plan holds.' }),
  }),
});

builder.objectType(OnboardingNotFinishedError, {
  name: 'OnboardingNotFinishedError',
  description: 'A step of the onboarding guide is neither done nor skipped yet.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof OnboardingNotFinishedError,
  fields: () => ({}),
});

/** The errors a mutation on team content (swipes, tags, collections) can return. */
export const ContentError = builder.unionType('ContentError', {
  description: 'Why a mutation on swipes, tags or collections failed.',
  types: [FieldError, NotAllowedError, NotFoundError],
});
export const CreateSwipeError = builder.unionType('CreateSwipeError', {
  description: 'Why a swipe could not be added.',
  types: [FieldError, NotAllowedError, NotFoundError, SwipeLimitError],
});
/** The errors of team, member and invite mutations. */
export const TeamError = builder.unionType('TeamError', {
  description: 'Why a mutation on a team, its members or its invites failed.',
  types: [FieldError, NotAllowedError, NotFoundError],
});
/** The errors of mutations on the viewer's own account: tokens, sessions, profile. */
export const AccountError = builder.unionType('AccountError', {
  description: "Why a mutation on the viewer's own account failed.",
  types: [FieldError, NotAllowedError, NotFoundError],
});
/** What an AccountError list holds (the service errors it stands for). */
export type AccountErrorShape = typeof AccountError.$inferType;
/** The errors of onboarding mutations. */
export const OnboardingError = builder.unionType('OnboardingError', {
  description: 'Why an onboarding mutation failed.',
  types: [FieldError, NotFoundError, OnboardingNotFinishedError],
});
export type OnboardingErrorShape = typeof OnboardingError.$inferType;
