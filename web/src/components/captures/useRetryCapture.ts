import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useRetryCaptureMutation } from '../../__generated__/useRetryCaptureMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';

/** Starts a failed page capture again; says so, or why not, in a toast. */
export function useRetryCapture(): [(swipeId: string) => void, boolean] {
  const [commit, inFlight] = useMutation<useRetryCaptureMutation>(graphql`
    mutation useRetryCaptureMutation($input: RetryCaptureInput!) {
      retryCapture(input: $input) {
        swipe {
          id
          captureStatus
          captureError
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const retry = (swipeId: string) =>
    commit({
      variables: { input: { id: swipeId } },
      onCompleted: ({ retryCapture }) => {
        const error = firstPayloadError(retryCapture.errors);
        if (error) toast.error(error);
        else toast('Capturing the page again…');
      },
      onError: (error) => {
        toast.error(requestErrorMessage(error));
      },
    });
  return [retry, inFlight];
}
