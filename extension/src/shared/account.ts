import { getRequest, graphql } from 'relay-runtime';
import type { accountRevokeMutation$variables } from '../__generated__/accountRevokeMutation.graphql';
import { runOperation } from './graphql';
import { type Auth, clearAuth, getAuth } from './storage';

const RevokeMutation = graphql`
  mutation accountRevokeMutation($input: RevokeApiTokenInput!) {
    revokeApiToken(input: $input) {
      deletedId
    }
  }
`;

/** `<id>.<secret>` → the token's id, which revokeApiToken takes. */
export const tokenId = (token: string) => token.split('.')[0] ?? '';

/** Revokes a token of the extension on its server; best effort (it may be revoked already). */
export async function revokeToken(auth: Auth): Promise<void> {
  try {
    const variables: accountRevokeMutation$variables = {
      input: { id: tokenId(auth.token) },
    };
    await runOperation(getRequest(RevokeMutation).params, variables, { auth });
  } catch {
    // Offline or already revoked: the token is forgotten here either way.
  }
}

/** Signs the extension out: the token is revoked on the server and forgotten. */
export async function signOut(): Promise<void> {
  const auth = await getAuth();
  await clearAuth();
  if (auth) await revokeToken(auth);
}
