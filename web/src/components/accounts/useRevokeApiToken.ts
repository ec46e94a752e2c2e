import { graphql, useMutation } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import { toast } from 'sonner';
import type { useRevokeApiTokenMutation } from '../../__generated__/useRevokeApiTokenMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { addToTotalCount, connectionOf } from '../../relay/connections';
import { requestErrorMessage } from '../../relay/requestErrors';
import { API_TOKENS_CONNECTION } from './apiTokens';

/**
 * Revokes one of the viewer's tokens, at once on screen: `@deleteEdge` takes it off the list
 * (optimistically, then for real) and the count follows. Relay reverts the optimistic change
 * before it applies the answer, so the count moves once; a refusal (no `deletedId`) brings the
 * token back. 'Token revoked', or the server's message.
 */
export function useRevokeApiToken(
  viewerId: string,
): [
  (tokenId: string, callbacks: { onSettled: () => void; onRevoked: () => void }) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useRevokeApiTokenMutation>(graphql`
    mutation useRevokeApiTokenMutation($input: RevokeApiTokenInput!, $connections: [ID!]!)
    @raw_response_type {
      revokeApiToken(input: $input) {
        deletedId @deleteEdge(connections: $connections)
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const revoke = (
    tokenId: string,
    { onSettled, onRevoked }: { onSettled: () => void; onRevoked: () => void },
  ) =>
    commit({
      variables: {
        input: { id: tokenId },
        connections: [ConnectionHandler.getConnectionID(viewerId, API_TOKENS_CONNECTION)],
      },
      optimisticResponse: { revokeApiToken: { deletedId: tokenId, errors: [] } },
      optimisticUpdater: (store) =>
        addToTotalCount(connectionOf(store, viewerId, API_TOKENS_CONNECTION), -1),
      updater: (store, response) => {
        if (response?.revokeApiToken.deletedId) {
          addToTotalCount(connectionOf(store, viewerId, API_TOKENS_CONNECTION), -1);
        }
      },
      onCompleted: ({ revokeApiToken }) => {
        onSettled();
        if (revokeApiToken.errors.length) {
          toast.error(firstPayloadError(revokeApiToken.errors) ?? 'Unable to revoke the token');
          return;
        }
        toast.success('Token revoked');
        onRevoked();
      },
      onError: (error) => {
        toast.error(requestErrorMessage(error));
      },
    });
  return [revoke, inFlight];
}
