import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type {
  TrackBrandInput,
  useTrackBrandMutation,
} from '../../__generated__/useTrackBrandMutation.graphql';
import { type FieldErrors, formPayloadErrors } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';
import { addTrackedBrand } from './trackedBrandStore';

/** The form's fields: their errors show under them; any other field's goes above the form. */
export const TRACK_FIELDS = ['query', 'label', 'country', 'collectionId'] as const;

export interface TrackBrandCallbacks {
  /** Tracked: the brand is last in the list, its first check on its way. */
  onTracked: (trackedBrandId: string) => void;
  /** Refused: errors by field, and the rest (the plan's limit, no token, not allowed). */
  onInvalid: (errors: { fields: FieldErrors; form: string | null }) => void;
}

/**
 * Follows a brand's page or a keyword in Meta's Ad Library (editors and above): it goes last
 * in the team's tracked brands, a toast says where its ads will go, and its first check runs.
 */
export function useTrackBrand(
  teamId: string,
): [(input: TrackBrandInput, where: string, callbacks: TrackBrandCallbacks) => void, boolean] {
  const [commit, inFlight] = useMutation<useTrackBrandMutation>(graphql`
    mutation useTrackBrandMutation($input: TrackBrandInput!) {
      trackBrand(input: $input) {
        trackedBrand {
          id
          label
          ...TrackedBrandItem_trackedBrand
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const track = (input: TrackBrandInput, where: string, callbacks: TrackBrandCallbacks) =>
    commit({
      variables: { input },
      updater: (store) => {
        const brand = store.getRootField('trackBrand')?.getLinkedRecord('trackedBrand');
        if (brand) addTrackedBrand(store, teamId, brand);
      },
      onCompleted: ({ trackBrand: payload }) => {
        const brand = payload.trackedBrand;
        if (brand && payload.errors.length === 0) {
          toast.success(`Tracking ${brand.label}`, {
            description: `Its new ads are saved to ${where} every day; the first check runs now.`,
          });
          callbacks.onTracked(brand.id);
          return;
        }
        callbacks.onInvalid(
          formPayloadErrors(payload.errors, TRACK_FIELDS, 'The brand could not be tracked.'),
        );
      },
      onError: (error) => callbacks.onInvalid({ fields: {}, form: requestErrorMessage(error) }),
    });
  return [track, inFlight];
}
