import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useCancelImportMutation } from '../../__generated__/useCancelImportMutation.graphql';
import { firstPayloadError, NETWORK_ERROR_MESSAGE } from '../../lib/formErrors';

/** Stops an import before its next batch; the answer updates it in the store. */
export function useCancelImport(): [(importId: string) => void, boolean] {
  const [commit, inFlight] = useMutation<useCancelImportMutation>(graphql`
    mutation useCancelImportMutation($input: CancelImportInput!) {
      cancelImport(input: $input) {
        import {
          ...ImportJobItem_job
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const cancel = (importId: string) =>
    commit({
      variables: { input: { id: importId } },
      onCompleted: ({ cancelImport }) => {
        if (cancelImport.errors.length) {
          toast.error(firstPayloadError(cancelImport.errors) ?? 'Unable to cancel the import');
        } else toast.success('Import cancelled');
      },
      onError: () => {
        toast.error(NETWORK_ERROR_MESSAGE);
      },
    });
  return [cancel, inFlight];
}
