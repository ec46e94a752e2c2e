import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type {
  AdminUpdateSupportConversationInput,
  useUpdateSupportConversationMutation,
} from '../../__generated__/useUpdateSupportConversationMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';

export type SupportConversationChange = Omit<AdminUpdateSupportConversationInput, 'conversationId'>;

/**
 * Reads, assigns, closes or reopens a support conversation: `done` as a success toast (if
 * given), or the error's message.
 */
export function useUpdateSupportConversation(): [
  (conversationId: string, change: SupportConversationChange, done?: string) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useUpdateSupportConversationMutation>(graphql`
    mutation useUpdateSupportConversationMutation($input: AdminUpdateSupportConversationInput!) {
      adminUpdateSupportConversation(input: $input) {
        conversation {
          ...AdminSupportConversation_conversation
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const update = (conversationId: string, change: SupportConversationChange, done?: string) =>
    commit({
      variables: { input: { conversationId, ...change } },
      onCompleted: ({ adminUpdateSupportConversation }) => {
        const error = firstPayloadError(adminUpdateSupportConversation.errors);
        if (error) toast.error(error);
        else if (done) toast.success(done);
      },
      onError: (error) => {
        toast.error('That did not work', { description: requestErrorMessage(error) });
      },
    });
  return [update, inFlight];
}
