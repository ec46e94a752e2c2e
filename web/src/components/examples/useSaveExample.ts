import { graphql, useMutation } from 'react-relay/hooks';
import type { useSaveExampleMutation } from '../../__generated__/useSaveExampleMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';

const FAILED = 'The example could not be saved.';

interface Callbacks {
  onSaved: () => void;
  /** The server's message; `capped` when the team is at its plan's swipe cap. */
  onFailed: (message: string, capped: boolean) => void;
}

/** Saves a gallery example as a swipe of one of the viewer's teams. */
export function useSaveExample(): [
  (exampleId: string, teamId: string, callbacks: Callbacks) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useSaveExampleMutation>(graphql`
    mutation useSaveExampleMutation($input: SaveExampleInput!) {
      saveExample(input: $input) {
        swipe {
          id
        }
        errors {
          __typename
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const save = (exampleId: string, teamId: string, { onSaved, onFailed }: Callbacks) =>
    commit({
      variables: { input: { exampleId, teamId } },
      onCompleted: (response) => {
        const errors = response.saveExample?.errors ?? [];
        if (errors.length || !response.saveExample?.swipe) {
          onFailed(
            firstPayloadError(errors) ?? FAILED,
            errors.some((error) => error.__typename === 'SwipeLimitError'),
          );
        } else onSaved();
      },
      onError: () => onFailed(FAILED, false),
    });
  return [save, inFlight];
}
