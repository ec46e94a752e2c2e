import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateSwipeMutation } from '../__generated__/useUpdateSwipeMutation.graphql';

interface SwipeChanges {
  id: string;
  title: string;
  notes: string;
  tags: string[];
  collectionIds: string[];
}

/**
 * Saves the edits of a swipe already saved; `onDone` gets 'Changes saved.' or the reason it was
 * refused, and whether that is an error.
 */
export function useUpdateSwipe(): [
  (input: SwipeChanges, onDone: (message: string, error: boolean) => void) => void,
  boolean,
] {
  const [commit, saving] = useMutation<useUpdateSwipeMutation>(graphql`
    mutation useUpdateSwipeMutation($input: UpdateSwipeInput!) {
      updateSwipe(input: $input) {
        swipe {
          ...ExistingSwipeFragment
        }
        errors {
          __typename
          ... on Error {
            message
          }
        }
      }
    }
  `);
  const update = (input: SwipeChanges, onDone: (message: string, error: boolean) => void) =>
    commit({
      variables: { input },
      onCompleted: ({ updateSwipe }) => {
        const error = updateSwipe.errors[0];
        onDone(error?.message ?? 'Changes saved.', Boolean(error));
      },
      onError: (error) => onDone(error.message, true),
    });
  return [update, saving];
}
