import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useResolveErrorGroupMutation } from '../../__generated__/useResolveErrorGroupMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';

/**
 * Resolves an error group or reopens it: `@deleteEdge` takes it off the list it was shown in
 * (`connectionId`); 'Error resolved' / 'Error reopened', or the error's message.
 */
export function useResolveErrorGroup(): [
  (id: string, resolved: boolean, connectionId: string) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useResolveErrorGroupMutation>(graphql`
    mutation useResolveErrorGroupMutation(
      $input: AdminSetErrorResolvedInput!
      $connections: [ID!]!
    ) {
      adminSetErrorResolved(input: $input) {
        errorGroup {
          id @deleteEdge(connections: $connections)
          resolvedAt
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const setResolved = (id: string, resolved: boolean, connectionId: string) =>
    commit({
      variables: { input: { id, resolved }, connections: [connectionId] },
      onCompleted: ({ adminSetErrorResolved }) => {
        const error = firstPayloadError(adminSetErrorResolved.errors);
        if (error) toast.error(error);
        else toast.success(resolved ? 'Error resolved' : 'Error reopened');
      },
      onError: (error) => {
        toast.error('That did not work', { description: requestErrorMessage(error) });
      },
    });
  return [setResolved, inFlight];
}
