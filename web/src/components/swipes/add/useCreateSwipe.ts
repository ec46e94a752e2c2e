import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import type {
  CreateSwipeInput,
  useCreateSwipeMutation,
} from '../../../__generated__/useCreateSwipeMutation.graphql';
import { requestErrorMessage } from '../../../relay/requestErrors';
import { type CreateCallbacks, reportCreated } from './createOutcome';

/**
 * Saves a web page or text swipe; it goes to the top of `connections` (the list on screen,
 * when it belongs there). The answer is acted on by `reportCreated`.
 */
export function useCreateSwipe(
  teamId: string,
): [(input: CreateSwipeInput, connections: string[], callbacks: CreateCallbacks) => void, boolean] {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useCreateSwipeMutation>(graphql`
    mutation useCreateSwipeMutation($input: CreateSwipeInput!, $connections: [ID!]!) {
      createSwipe(input: $input) {
        swipe @prependNode(connections: $connections, edgeTypeName: "TeamSwipesConnectionEdge") {
          id
          # What the store needs of a new swipe: its card, and its team's count, allowance and lists.
          ...SwipeCard_swipe
          team {
            ...SwipesPage_lists
            ...LimitsBanner_team
            ...useAddSwipeGate_team
          }
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
  const create = (input: CreateSwipeInput, connections: string[], callbacks: CreateCallbacks) =>
    commit({
      variables: { input, connections },
      onCompleted: ({ createSwipe }) =>
        reportCreated(environment, teamId, createSwipe, connections.length > 0, callbacks),
      onError: (error) => callbacks.onInvalid({ fields: {}, form: requestErrorMessage(error) }),
    });
  return [create, inFlight];
}
