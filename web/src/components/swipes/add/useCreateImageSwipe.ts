import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import type {
  CreateImageSwipeInput,
  useCreateImageSwipeMutation,
} from '../../../__generated__/useCreateImageSwipeMutation.graphql';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/formErrors';
import { type CreateCallbacks, reportCreated } from './createOutcome';

/**
 * Uploads an image as a swipe (a GraphQL multipart request, docs/web.md); it goes to the top
 * of `connections`. The answer is acted on by `reportCreated`.
 */
export function useCreateImageSwipe(
  teamId: string,
): [
  (
    input: Omit<CreateImageSwipeInput, 'file'>,
    file: File,
    connections: string[],
    callbacks: CreateCallbacks,
  ) => void,
  boolean,
] {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useCreateImageSwipeMutation>(graphql`
    mutation useCreateImageSwipeMutation($input: CreateImageSwipeInput!, $connections: [ID!]!) {
      createImageSwipe(input: $input) {
        swipe @prependNode(connections: $connections, edgeTypeName: "TeamSwipesConnectionEdge") {
          id
          ...useCreateSwipe_swipe
        }
        errors {
          __typename
          ... on SwipeLimitError {
            message
          }
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const create = (
    input: Omit<CreateImageSwipeInput, 'file'>,
    file: File,
    connections: string[],
    callbacks: CreateCallbacks,
  ) =>
    commit({
      variables: { input: { ...input, file: null }, connections },
      uploadables: { 'variables.input.file': file },
      onCompleted: ({ createImageSwipe }) =>
        reportCreated(environment, teamId, createImageSwipe, connections.length > 0, callbacks),
      onError: () => callbacks.onInvalid({ fields: {}, form: NETWORK_ERROR_MESSAGE }),
    });
  return [create, inFlight];
}
