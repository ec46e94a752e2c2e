import { graphql, useMutation } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import { toast } from 'sonner';
import type {
  ApiTokenScope,
  useCreateApiTokenMutation,
} from '../../__generated__/useCreateApiTokenMutation.graphql';
import { splitPayloadErrors } from '../../lib/formErrors';
import { addToTotalCount, connectionOf } from '../../relay/connections';
import { requestErrorMessage } from '../../relay/requestErrors';
import { API_TOKENS_CONNECTION } from './apiTokens';

export type { ApiTokenScope };

interface NewToken {
  name: string;
  /** Days until it expires; null: never. */
  expiresInDays: number | null;
  scope: ApiTokenScope;
}

interface Callbacks {
  /** The secret, shown once, and the name the server kept. */
  onCreated: (created: { name: string; token: string }) => void;
  onFailed: (message: string) => void;
}

/**
 * Creates a personal token: `@prependNode` puts it first in the list and the count follows.
 * The secret comes only in this answer.
 */
export function useCreateApiToken(
  viewerId: string,
): [(token: NewToken, callbacks: Callbacks) => void, boolean] {
  const [commit, inFlight] = useMutation<useCreateApiTokenMutation>(graphql`
    mutation useCreateApiTokenMutation($input: CreateApiTokenInput!, $connections: [ID!]!) {
      createApiToken(input: $input) {
        token
        apiToken
          @prependNode(connections: $connections, edgeTypeName: "UserApiTokensConnectionEdge") {
          id
          name
          ...ApiTokenItem_token
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const create = (input: NewToken, { onCreated, onFailed }: Callbacks) =>
    commit({
      variables: {
        input,
        connections: [ConnectionHandler.getConnectionID(viewerId, API_TOKENS_CONNECTION)],
      },
      updater: (store, response) => {
        if (response?.createApiToken.apiToken) {
          addToTotalCount(connectionOf(store, viewerId, API_TOKENS_CONNECTION), 1);
        }
      },
      onCompleted: ({ createApiToken }) => {
        const split = splitPayloadErrors(createApiToken.errors);
        const message = split.fields.name ?? split.fields.expiresInDays ?? split.form;
        if (message || !createApiToken.token) {
          onFailed(message ?? 'Unable to create the token');
          return;
        }
        onCreated({
          name: createApiToken.apiToken?.name ?? input.name,
          token: createApiToken.token,
        });
      },
      onError: (error) => {
        toast.error(requestErrorMessage(error));
      },
    });
  return [create, inFlight];
}
