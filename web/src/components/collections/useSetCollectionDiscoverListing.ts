import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetCollectionDiscoverListingMutation } from '../../__generated__/useSetCollectionDiscoverListingMutation.graphql';
import { reportSharing, SHARE_UNREACHABLE } from './usePublishCollection';

/**
 * Lists a shared collection in Discover or takes it out (docs/discover.md): the box follows at
 * once; a refusal ("Share the collection first…") brings it back and says why.
 */
export function useSetCollectionDiscoverListing(): [
  (id: string, listed: boolean, onDone: (error: string | null) => void) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useSetCollectionDiscoverListingMutation>(graphql`
    mutation useSetCollectionDiscoverListingMutation($input: SetCollectionDiscoverListingInput!) {
      setCollectionDiscoverListing(input: $input) {
        collection {
          id
          listedInDiscover
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const setListed = (id: string, listed: boolean, onDone: (error: string | null) => void) =>
    commit({
      variables: { input: { id, listed } },
      optimisticUpdater: (store) => store.get(id)?.setValue(listed, 'listedInDiscover'),
      onCompleted: ({ setCollectionDiscoverListing: payload }) =>
        reportSharing(payload, listed ? 'Listed in Discover' : 'Taken out of Discover', onDone),
      onError: () => onDone(SHARE_UNREACHABLE),
    });
  return [setListed, inFlight];
}
