import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { usePublishCollectionMutation } from '../../__generated__/usePublishCollectionMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';

export const SHARE_FAILED = 'Something went wrong. Try again.';
export const SHARE_UNREACHABLE = 'Could not reach the server. Try again.';

/** Publishes a collection at a new public link: 'Collection shared'. */
export function usePublishCollection(): [
  (id: string, onDone: (error: string | null) => void) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<usePublishCollectionMutation>(graphql`
    mutation usePublishCollectionMutation($input: PublishCollectionInput!) {
      publishCollection(input: $input) {
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
  const publish = (id: string, onDone: (error: string | null) => void) =>
    commit({
      variables: { input: { id } },
      onCompleted: ({ publishCollection }) => {
        if (publishCollection.collection) {
          toast.success('Collection shared');
          onDone(null);
        } else {
          onDone(firstPayloadError(publishCollection.errors) ?? SHARE_FAILED);
        }
      },
      onError: () => onDone(SHARE_UNREACHABLE),
    });
  return [publish, inFlight];
}
