export type FieldErrors = Partial<Record<string, string>>;

interface ErrorLike {
  readonly __typename: string;
  readonly field?: string;
  readonly message?: string;
}

/**
 * Splits a payload's typed errors into messages per field (FieldError) and one
 * form-level message (InvalidCredentialsError, RateLimitError, anything else).
 */
export function splitPayloadErrors(errors: readonly ErrorLike[]): {
  fields: FieldErrors;
  form: string | null;
} {
  const fields: FieldErrors = {};
  let form: string | null = null;
  for (const error of errors) {
    const message = error.message || 'Something went wrong. Please try again.';
    if (error.__typename === 'FieldError' && error.field) {
      fields[error.field] ??= message;
    } else {
      form ??= message;
    }
  }
  return { fields, form };
}

/** The first field (in form order) that has an error. */
export function firstInvalidField(order: readonly string[], errors: FieldErrors): string | null {
  return order.find((field) => errors[field]) ?? null;
}

export const NETWORK_ERROR_MESSAGE =
  'We could not reach Swipestack. Check your connection and try again.';
