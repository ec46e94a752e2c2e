import { FieldError, InvalidCredentialsError, RateLimitError } from '../../services/errors.js';
import { builder } from '../builder.js';

export const ErrorInterface = builder.interfaceRef<{ message: string }>('Error').implement({
  description: 'An expected failure, returned in a payload rather than thrown.',
  fields: (t) => ({ message: t.exposeString('message') }),
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
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof InvalidCredentialsError,
  fields: () => ({}),
});

builder.objectType(RateLimitError, {
  name: 'RateLimitError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof RateLimitError,
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds') }),
});
