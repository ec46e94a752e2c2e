import { type PayloadErrorRef, splitPayloadErrors } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';
import { UploadTooLargeError } from '../../relay/upload';
import type { SendErrors } from './SupportComposer';

/** A send's typed errors by the field they concern (null: none). */
export function payloadSendErrors(errors: readonly PayloadErrorRef[]): SendErrors | null {
  if (errors.length === 0) return null;
  const split = splitPayloadErrors(errors);
  return { body: split.fields.body, attachment: split.fields.attachment, form: split.form };
}

/** A send that got no answer, or a refusal of the whole request. */
export function requestSendErrors(error: Error): SendErrors {
  return error instanceof UploadTooLargeError
    ? { attachment: error.message }
    : { form: requestErrorMessage(error) };
}
