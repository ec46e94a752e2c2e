import { useEffect, useRef, useState } from 'react';
import {
  type FieldErrors,
  firstInvalidField,
  type PayloadErrorRef,
  splitPayloadErrors,
} from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';

/**
 * Error state of the sign-in and sign-up forms. The rules and their messages are the
 * server's (typed errors in the payload); after each failed attempt the first invalid
 * field, in form order, takes the focus.
 */
export function useAuthForm(fields: readonly string[]) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const inputs = useRef<Record<string, HTMLInputElement | null>>({});

  useEffect(() => {
    if (attempt === 0) return;
    const field = firstInvalidField(fields, fieldErrors);
    if (field) inputs.current[field]?.focus();
  }, [attempt, fieldErrors, fields]);

  return {
    fieldErrors,
    formError,
    fieldRef: (field: string) => (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
    submitting() {
      setFieldErrors({});
      setFormError(null);
    },
    failed(errors: readonly PayloadErrorRef[], fallback: string) {
      const { fields: byField, form } = splitPayloadErrors(errors);
      setFieldErrors(byField);
      setFormError(form ?? (Object.keys(byField).length ? null : fallback));
      setAttempt((n) => n + 1);
    },
    /** The request failed: no answer came (a connection problem) or the server refused it. */
    requestFailed(error: unknown) {
      setFormError(requestErrorMessage(error));
    },
  };
}
