import { graphql, useMutation } from 'react-relay/hooks';
import type { SignInInput, useSignInMutation } from '../__generated__/useSignInMutation.graphql';
import type { PayloadErrorRef } from '../lib/formErrors';

export type { SignInInput };

interface Callbacks {
  onSignedIn: () => void;
  onFailed: (errors: readonly PayloadErrorRef[]) => void;
  onRequestFailed: (error: Error) => void;
}

/** Signs in with email and password; the payload's typed errors go to the form. */
export function useSignIn(): [(input: SignInInput, callbacks: Callbacks) => void, boolean] {
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
  const signIn = (input: SignInInput, { onSignedIn, onFailed, onRequestFailed }: Callbacks) =>
    commit({
      variables: { input },
      onCompleted: ({ signIn: payload }) => {
        if (payload.viewer && payload.errors.length === 0) onSignedIn();
        else onFailed(payload.errors);
      },
      onError: onRequestFailed,
    });
  return [signIn, inFlight];
}
