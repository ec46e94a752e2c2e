import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useSetCollectionCoverMutation } from '../../__generated__/useSetCollectionCoverMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { chooseCover } from './collectionStore';

const FAILED = 'Unable to save the cover';

/** Makes one of the collection's swipes its cover (null: the latest added image): 'Cover saved'. */
export function useSetCollectionCover(): [
  (collectionId: string, swipeId: string | null, onSaved: () => void) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useSetCollectionCoverMutation>(graphql`
    mutation useSetCollectionCoverMutation($input: UpdateCollectionInput!) {
      updateCollection(input: $input) {
        collection {
          id
          coverUrl
          coverSwipe {
            id
          }
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const setCover = (collectionId: string, swipeId: string | null, onSaved: () => void) =>
    commit({
      variables: { input: { id: collectionId, coverSwipeId: swipeId } },
      optimisticUpdater: (store) => chooseCover(store, collectionId, swipeId),
      onCompleted: ({ updateCollection }) => {
        if (updateCollection.collection) {
          toast.success('Cover saved');
          onSaved();
        } else {
          toast.error(firstPayloadError(updateCollection.errors) ?? FAILED);
        }
      },
      onError: () => {
        toast.error(FAILED);
      },
    });
  return [setCover, inFlight];
}
