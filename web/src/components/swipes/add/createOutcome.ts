import type { Environment } from 'relay-runtime';
import { toast } from 'sonner';
import { type FieldErrors, formPayloadErrors, type PayloadErrorRef } from '../../../lib/formErrors';
import { MAKE_ROOM_HINT, openPaywall } from '../../../lib/paywall';
import { refreshTeam } from '../TeamRefresh';

/** A payload error: the shared error fields, and a cap's own message when the cap was hit. */
type CreateError = PayloadErrorRef & { readonly __typename: string; readonly message?: string };

export interface CreatePayload {
  readonly swipe: { readonly id: string } | null | undefined;
  readonly errors: readonly CreateError[];
}

export type CreateOutcome =
  | { kind: 'saved' }
  | { kind: 'limit'; message: string | undefined }
  | { kind: 'invalid'; fields: FieldErrors; form: string | null };

// The fields the add dialog shows (on one tab or another); errors about others go above it.
const SHOWN_FIELDS = ['url', 'title', 'notes', 'kind', 'file', 'tags', 'collectionIds'];

/** What the answer to createSwipe / createImageSwipe means for the add dialog. */
export function createOutcome(payload: CreatePayload): CreateOutcome {
  const limit = payload.errors.find((error) => error.__typename === 'SwipeLimitError');
  if (limit) return { kind: 'limit', message: limit.message };
  if (payload.swipe && payload.errors.length === 0) return { kind: 'saved' };
  return {
    kind: 'invalid',
    ...formPayloadErrors(payload.errors, SHOWN_FIELDS, 'Could not save the swipe.'),
  };
}

export interface CreateCallbacks {
  /** Saved; `prepended` when it went to the top of the list on screen. */
  onSaved: (prepended: boolean, swipeId: string | null) => void;
  /** The plan's cap was hit (the paywall opens right after, over the form, which keeps its fields). */
  onLimit: () => void;
  onInvalid: (errors: { fields: FieldErrors; form: string | null }) => void;
}

/**
 * Acts on a create's answer: 'Swipe saved' and the team's counts refetched, or the paywall,
 * or the errors handed back to the form.
 */
export function reportCreated(
  environment: Environment,
  teamId: string,
  payload: CreatePayload,
  prepended: boolean,
  callbacks: CreateCallbacks,
): void {
  const outcome = createOutcome(payload);
  if (outcome.kind === 'limit') {
    callbacks.onLimit();
    openPaywall(outcome.message, MAKE_ROOM_HINT);
  } else if (outcome.kind === 'saved') {
    toast.success('Swipe saved');
    callbacks.onSaved(prepended, payload.swipe?.id ?? null);
    refreshTeam(environment, teamId); // tag and collection counts
  } else {
    callbacks.onInvalid(outcome);
  }
}
