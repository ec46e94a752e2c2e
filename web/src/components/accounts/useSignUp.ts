import { graphql, useMutation } from 'react-relay/hooks';
import type { SignUpInput, useSignUpMutation } from '../__generated__/useSignUpMutation.graphql';
import type { PayloadErrorRef } from '../lib/formErrors';

export type { SignUpInput };

interface Callbacks {
  onSignedUp: () => void;
  onFailed: (errors: readonly PayloadErrorRef[]) => void;
  onRequestFailed: (error: Error) => void;
}

/** Creates an account and signs in; the payload's typed errors go to the form. */
export function useSignUp(): [(input: SignUpInput, callbacks: Callbacks) => void, boolean] {
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
  const signUp = (input: SignUpInput, { onSignedUp, onFailed, onRequestFailed }: Callbacks) =>
    commit({
      variables: { input },
      onCompleted: ({ signUp: payload }) => {
        if (payload.viewer && payload.errors.length === 0) onSignedUp();
        else onFailed(payload.errors);
      },
      onError: onRequestFailed,
    });
  return [signUp, inFlight];
}
