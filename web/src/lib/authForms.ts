export type FieldErrors = Partial<Record<string, string>>;

export const PASSWORD_MIN_LENGTH = 8;

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

/** Client-side checks that mirror the server's, so obvious mistakes need no round trip. */
export function validateRegistration(input: {
  name: string;
  email: string;
  password: string;
}): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.name.trim()) errors.name = 'Enter your name.';
  if (!input.email.trim()) errors.email = 'Enter your email address.';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email.trim())) {
    errors.email = 'Enter a valid email address.';
  }
  if (input.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  }
  return errors;
}

export function validateSignIn(input: { email: string; password: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.email.trim()) errors.email = 'Enter your email address.';
  if (!input.password) errors.password = 'Enter your password.';
  return errors;
}

/** The first field (in form order) that has an error. */
export function firstInvalidField(order: readonly string[], errors: FieldErrors): string | null {
  return order.find((field) => errors[field]) ?? null;
}

export const NETWORK_ERROR_MESSAGE =
  'We could not reach Swipestack. Check your connection and try again.';
