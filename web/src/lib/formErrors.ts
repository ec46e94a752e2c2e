import { graphql, readInlineData } from 'react-relay/hooks';
import type { formErrors_error$key } from '../__generated__/formErrors_error.graphql';

export type FieldErrors = Partial<Record<string, string>>;

/**
 * The fields every payload's `errors` list is read with: spread
 * `...formErrors_error @alias(as: "error")` into a payload's `errors { }` and pass the list to
 * `splitPayloadErrors`. The alias is Relay's way of saying that a member of the errors union
 * might not implement `Error` (all of ours do). Error types with fields of their own (a cap's
 * limit) select those beside the spread.
 */
const errorFields = graphql`
  fragment formErrors_error on Error @inline {
    __typename
    message
    ... on FieldError {
      field
    }
  }
`;

/** An entry of a payload's `errors` list, as selected above. */
export interface PayloadErrorRef {
  readonly error?: formErrors_error$key | null;
}

/**
 * Splits a payload's typed errors into messages per field (FieldError) and one
 * form-level message (InvalidCredentialsError, RateLimitError, anything else).
 */
export function splitPayloadErrors(errors: readonly PayloadErrorRef[]): {
  fields: FieldErrors;
  form: string | null;
} {
  const fields: FieldErrors = {};
  let form: string | null = null;
  for (const entry of errors) {
    const error = entry.error ? readInlineData(errorFields, entry.error) : null;
    const message = error?.message || 'Something went wrong. Please try again.';
    if (error?.__typename === 'FieldError' && error.field) {
      fields[error.field] ??= message;
    } else {
      form ??= message;
    }
  }
  return { fields, form };
}

/** The first message of a payload's errors, or null when it has none. */
export function firstPayloadError(errors: readonly PayloadErrorRef[]): string | null {
  const { fields, form } = splitPayloadErrors(errors);
  return form ?? Object.values(fields).find(Boolean) ?? null;
}

/**
 * A payload's errors as a form shows them: under each of its `shown` fields, and above it the
 * form's message, or the message about a field it does not show, or `fallback` when none came.
 */
export function formPayloadErrors(
  errors: readonly PayloadErrorRef[],
  shown: readonly string[],
  fallback: string,
): { fields: FieldErrors; form: string | null } {
  const { fields, form } = splitPayloadErrors(errors);
  const other = Object.entries(fields).find(([field]) => !shown.includes(field));
  return { fields, form: form ?? other?.[1] ?? (Object.keys(fields).length ? null : fallback) };
}

/** The first field (in form order) that has an error. */
export function firstInvalidField(order: readonly string[], errors: FieldErrors): string | null {
  return order.find((field) => errors[field]) ?? null;
}

export const NETWORK_ERROR_MESSAGE =
  'We could not reach Swipestack. Check your connection and try again.';
