import { graphql, useMutation } from 'react-relay/hooks';
import type { SignInInput, useSignInMutation } from '../../__generated__/useSignInMutation.graphql';
import { type AuthCallbacks, settleAuth } from './authMutation';

/** Signs in with email and password; the payload's typed errors go to the form. */
export function useSignIn(): [(input: SignInInput, callbacks: AuthCallbacks) => void, boolean] {
  const [commit, inFlight] = useMutation<useSignInMutation>(graphql`
    mutation useSignInMutation($input: SignInInput!) {
      signIn(input: $input) {
        viewer {
          id
          name
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const signIn = (input: SignInInput, callbacks: AuthCallbacks) =>
    commit({
      variables: { input },
      onCompleted: ({ signIn: payload }) => settleAuth(payload, callbacks),
      onError: callbacks.onRequestFailed,
    });
  return [signIn, inFlight];
}
