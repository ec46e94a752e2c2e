import type { PayloadErrorRef } from '../../lib/formErrors';

/** What the sign-in and sign-up forms do with the answer of their mutation. */
export interface AuthCallbacks {
  onSignedIn: () => void;
  onFailed: (errors: readonly PayloadErrorRef[]) => void;
  onRequestFailed: (error: Error) => void;
}

/** Signed in when the payload has a viewer and no typed errors; else the errors go to the form. */
export function settleAuth(
  payload: { viewer: unknown; errors: readonly PayloadErrorRef[] },
  { onSignedIn, onFailed }: AuthCallbacks,
): void {
  if (payload.viewer && payload.errors.length === 0) onSignedIn();
  else onFailed(payload.errors);
}
