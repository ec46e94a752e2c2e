import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useUpdateProfileMutation } from '../../__generated__/useUpdateProfileMutation.graphql';
import { splitPayloadErrors } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';

interface Callbacks {
  /** The name as the server saved it. */
  onSaved: (name: string) => void;
  onFailed: (message: string) => void;
}

/** Saves the viewer's name: 'Profile saved', or the server's message for the field. */
export function useUpdateProfile(): [(name: string, callbacks: Callbacks) => void, boolean] {
  const [commit, inFlight] = useMutation<useUpdateProfileMutation>(graphql`
    mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
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
  const save = (name: string, { onSaved, onFailed }: Callbacks) =>
    commit({
      variables: { input: { name } },
      onCompleted: ({ updateProfile }) => {
        const split = splitPayloadErrors(updateProfile.errors);
        const message = split.fields.name ?? split.form;
        if (message) {
          onFailed(message);
          return;
        }
        onSaved(updateProfile.viewer?.name ?? name);
        toast.success('Profile saved');
      },
      onError: (error) => {
        toast.error(requestErrorMessage(error));
      },
    });
  return [save, inFlight];
}
