import { graphql, useMutation } from 'react-relay/hooks';
import type { useUnpublishCollectionMutation } from '../../__generated__/useUnpublishCollectionMutation.graphql';
import { unpublishCollection } from './collectionStore';
import { reportSharing, SHARE_UNREACHABLE } from './usePublishCollection';

/** Stops sharing a collection, at once on screen: 'Collection no longer shared'. */
export function useUnpublishCollection(): [
  (id: string, onDone: (error: string | null) => void) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useUnpublishCollectionMutation>(graphql`
    mutation useUnpublishCollectionMutation($input: UnpublishCollectionInput!) {
      unpublishCollection(input: $input) {
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
  const unpublish = (id: string, onDone: (error: string | null) => void) =>
    commit({
      variables: { input: { id } },
      optimisticUpdater: (store) => unpublishCollection(store, id),
      onCompleted: ({ unpublishCollection: payload }) =>
        reportSharing(payload, 'Collection no longer shared', onDone),
      onError: () => onDone(SHARE_UNREACHABLE),
    });
  return [unpublish, inFlight];
}
