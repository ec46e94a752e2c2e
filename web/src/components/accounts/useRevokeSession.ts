import { graphql, useMutation } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import { toast } from 'sonner';
import type { useRevokeSessionMutation } from '../../__generated__/useRevokeSessionMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { addToTotalCount, connectionOf } from '../../relay/connections';
import { requestErrorMessage } from '../../relay/requestErrors';

/** The viewer's signed-in browsers in the store (SessionsSection_viewer's `@connection`). */
const SESSIONS_CONNECTION = 'SessionsSection_sessions';

/**
 * Signs out one of the viewer's browsers, at once on screen: `@deleteEdge` takes it off the
 * list (optimistically, then for real) and the count follows, once (Relay reverts the
 * optimistic change before it applies the answer). A refusal brings it back.
 * 'Browser signed out', or the server's message.
 */
export function useRevokeSession(
  viewerId: string,
): [(sessionId: string, onSettled: () => void) => void, boolean] {
  const [commit, inFlight] = useMutation<useRevokeSessionMutation>(graphql`
    mutation useRevokeSessionMutation($input: RevokeSessionInput!, $connections: [ID!]!)
    @raw_response_type {
      revokeSession(input: $input) {
        deletedId @deleteEdge(connections: $connections)
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const revoke = (sessionId: string, onSettled: () => void) =>
    commit({
      variables: {
        input: { id: sessionId },
        connections: [ConnectionHandler.getConnectionID(viewerId, SESSIONS_CONNECTION)],
      },
      optimisticResponse: { revokeSession: { deletedId: sessionId, errors: [] } },
      optimisticUpdater: (store) =>
        addToTotalCount(connectionOf(store, viewerId, SESSIONS_CONNECTION), -1),
      updater: (store, response) => {
        if (response?.revokeSession.deletedId) {
          addToTotalCount(connectionOf(store, viewerId, SESSIONS_CONNECTION), -1);
        }
      },
      onCompleted: ({ revokeSession }) => {
        onSettled();
        if (revokeSession.errors.length)
          toast.error(firstPayloadError(revokeSession.errors) ?? 'Unable to sign out that browser');
        else toast.success('Browser signed out');
      },
      onError: (error) => {
        onSettled();
        toast.error(requestErrorMessage(error));
      },
    });
  return [revoke, inFlight];
}
