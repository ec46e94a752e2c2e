import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useRotateInboundEmailAddressMutation } from '../../__generated__/useRotateInboundEmailAddressMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';

const FAILED = 'Unable to get a new address';

/**
 * Gives the viewer a new inbound address (the old one is refused from then on):
 * 'New address ready', or 'Unable to get a new address' with the reason.
 */
export function useRotateInboundEmailAddress(): [(onAnswered: () => void) => void, boolean] {
  const [commit, inFlight] = useMutation<useRotateInboundEmailAddressMutation>(graphql`
    mutation useRotateInboundEmailAddressMutation {
      rotateInboundEmailAddress {
        viewer {
          id
          inboundEmailAddress
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const rotate = (onAnswered: () => void) =>
    commit({
      variables: {},
      onCompleted: ({ rotateInboundEmailAddress }) => {
        const error = firstPayloadError(rotateInboundEmailAddress.errors);
        if (error) toast.error(FAILED, { description: error });
        else toast.success('New address ready', { description: 'Update your forwarding rules.' });
        onAnswered();
      },
      onError: (error) => {
        toast.error(FAILED, { description: requestErrorMessage(error) });
      },
    });
  return [rotate, inFlight];
}
