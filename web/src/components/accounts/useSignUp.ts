import { graphql, useMutation } from 'react-relay/hooks';
import type { SignUpInput, useSignUpMutation } from '../../__generated__/useSignUpMutation.graphql';
import { type AuthCallbacks, settleAuth } from './authMutation';

/** Creates an account and signs in; the payload's typed errors go to the form. */
export function useSignUp(): [(input: SignUpInput, callbacks: AuthCallbacks) => void, boolean] {
  const [commit, inFlight] = useMutation<useSignUpMutation>(graphql`
    mutation useSignUpMutation($input: SignUpInput!) {
      signUp(input: $input) {
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
  const signUp = (input: SignUpInput, callbacks: AuthCallbacks) =>
    commit({
      variables: { input },
      onCompleted: ({ signUp: payload }) => settleAuth(payload, callbacks),
      onError: callbacks.onRequestFailed,
    });
  return [signUp, inFlight];
}
