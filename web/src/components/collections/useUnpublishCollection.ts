import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useUnpublishCollectionMutation } from '../../__generated__/useUnpublishCollectionMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { unpublishCollection } from './collectionStore';
import { SHARE_FAILED, SHARE_UNREACHABLE } from './usePublishCollection';

/** Stops sharing a collection, at once on screen: 'Collection no longer shared'. */
export function useUnpublishCollection(): [
  (id: string, onDone: (error: string | null) => void) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useUnpublishCollectionMutation>(graphql`
    mutation useUnpublishCollectionMutation($input: UnpublishCollectionInput!) {
      unpublishCollection(input: $input) {
        collection {
          id
          shareToken
          shareUrl
          publishedAt
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const unpublish = (id: string, onDone: (error: string | null) => void) =>
    commit({
      variables: { input: { id } },
      optimisticUpdater: (store) => unpublishCollection(store, id),
      onCompleted: ({ unpublishCollection: payload }) => {
        if (payload.collection) {
          toast.success('Collection no longer shared');
          onDone(null);
        } else {
          onDone(firstPayloadError(payload.errors) ?? SHARE_FAILED);
        }
      },
      onError: () => onDone(SHARE_UNREACHABLE),
    });
  return [unpublish, inFlight];
}
