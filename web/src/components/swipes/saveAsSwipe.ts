import { useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { firstPayloadError, type PayloadErrorRef } from '../../lib/formErrors';
import { MAKE_ROOM_HINT, openPaywall } from '../../lib/paywall';
import { requestErrorMessage } from '../../relay/requestErrors';
import { refreshTeam } from './TeamRefresh';

/** Long enough to reach the toast's "Open swipe". */
const SAVED_TOAST_MS = 5000;

interface SavedSwipe {
  readonly id: string;
  readonly title: string;
}

/** The answer of a mutation that saves something as a swipe: a cap's error has its message. */
interface SavePayload {
  readonly swipe: SavedSwipe | null | undefined;
  readonly errors: readonly (PayloadErrorRef & {
    readonly __typename: string;
    readonly message?: string;
  })[];
}

/** Where a swipe opens: the swipe file with its detail view (`?swipe=`). */
export function swipeHref(swipeId: string): string {
  return `/swipes?swipe=${encodeURIComponent(swipeId)}`;
}

/**
 * What saving a Discover item, a found ad or a remix variant as a swipe of the team does with
 * the answer: at the Free cap the paywall opens; saved, `onSaved` and the team's counts are
 * read again; refused (or the request failed), a toast headed `failure` says why.
 */
export function useSaveAsSwipeOutcome(teamId: string, failure: string) {
  const environment = useRelayEnvironment();
  return {
    completed(payload: SavePayload, onSaved: (swipe: SavedSwipe) => void, onRefused?: () => void) {
      const limit = payload.errors.find((error) => error.__typename === 'SwipeLimitError');
      if (limit) {
        openPaywall(limit.message, MAKE_ROOM_HINT);
      } else if (payload.swipe && payload.errors.length === 0) {
        onSaved(payload.swipe);
        refreshTeam(environment, teamId);
      } else {
        onRefused?.();
        toast.error(failure, { description: firstPayloadError(payload.errors) ?? '' });
      }
    },
    requestFailed(error: Error) {
      toast.error(failure, { description: requestErrorMessage(error) });
    },
  };
}

/** "Saved to your swipe file", with a button that opens the new swipe. */
export function useOpenSwipeToast(): (swipe: SavedSwipe) => void {
  const navigate = useNavigate();
  return (swipe) =>
    toast.success('Saved to your swipe file', {
      description: swipe.title,
      duration: SAVED_TOAST_MS,
      action: { label: 'Open swipe', onClick: () => void navigate(swipeHref(swipe.id)) },
    });
}
