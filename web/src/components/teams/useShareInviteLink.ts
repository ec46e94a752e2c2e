import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useShareInviteLinkMutation } from '../../__generated__/useShareInviteLinkMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';

const REFUSED = 'Unable to copy the invite link';

/**
 * Asks the server for a pending invite's link (admins and owners; the server decides) and
 * hands it to `onLink`; a refusal or a failed request is a toast.
 */
export function useShareInviteLink(): [
  (inviteId: string, onLink: (link: string) => void) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useShareInviteLinkMutation>(graphql`
    mutation useShareInviteLinkMutation($input: ShareInviteLinkInput!) {
      shareInviteLink(input: $input) {
        link
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const share = (inviteId: string, onLink: (link: string) => void) =>
    commit({
      variables: { input: { id: inviteId } },
      onCompleted: ({ shareInviteLink: payload }) => {
        if (payload.link) onLink(payload.link);
        else toast.error(REFUSED, { description: firstPayloadError(payload.errors) ?? undefined });
      },
      onError: (error) => {
        toast.error(REFUSED, { description: requestErrorMessage(error) });
      },
    });
  return [share, inFlight];
}
