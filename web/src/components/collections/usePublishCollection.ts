import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { usePublishCollectionMutation } from '../../__generated__/usePublishCollectionMutation.graphql';
import { firstPayloadError, type PayloadErrorRef } from '../../lib/formErrors';

const SHARE_FAILED = 'Something went wrong. Try again.';
export const SHARE_UNREACHABLE = 'Could not reach the server. Try again.';

/** Acts on a publish or unpublish answer: `success` as a toast, else the payload's error. */
export function reportSharing(
  payload: { readonly collection: unknown; readonly errors: readonly PayloadErrorRef[] },
  success: string,
  onDone: (error: string | null) => void,
) {
  if (payload.collection) {
    toast.success(success);
    onDone(null);
  } else {
    onDone(firstPayloadError(payload.errors) ?? SHARE_FAILED);
  }
}

/** Publishes a collection at a new public link: 'Collection shared'. */
export function usePublishCollection(): [
  (id: string, onDone: (error: string | null) => void) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<usePublishCollectionMutation>(graphql`
    mutation usePublishCollectionMutation($input: PublishCollectionInput!) {
      publishCollection(input: $input) {
        collection {
          shareToken
          ...ShareCollection_collection
          ...SharedBadge_collection
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const publish = (id: string, onDone: (error: string | null) => void) =>
    commit({
      variables: { input: { id } },
      onCompleted: ({ publishCollection }) =>
        reportSharing(publishCollection, 'Collection shared', onDone),
      onError: () => onDone(SHARE_UNREACHABLE),
    });
  return [publish, inFlight];
}
