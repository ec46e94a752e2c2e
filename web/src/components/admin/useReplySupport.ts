import { commitMutation, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useReplySupportMutation } from '../../__generated__/useReplySupportMutation.graphql';
import { uploadProgressConfig } from '../../relay/upload';
import type { SendMessage } from '../support/SupportComposer';
import { payloadSendErrors, requestSendErrors } from '../support/sendErrors';

/** Support's replies in a conversation, with an optional screenshot and its upload progress. */
export function useReplySupport(): (conversationId: string) => SendMessage {
  const environment = useRelayEnvironment();
  return (conversationId) => (body, file, done, progress) =>
    commitMutation<useReplySupportMutation>(environment, {
      mutation: graphql`
        mutation useReplySupportMutation($input: AdminReplySupportInput!) {
          adminReplySupport(input: $input) {
            conversation {
              ...AdminSupportConversation_conversation
            }
            errors {
              ...formErrors_error @alias(as: "error")
            }
          }
        }
      `,
      variables: { input: { conversationId, body, attachment: null } },
      ...(file
        ? {
            uploadables: { 'variables.input.attachment': file },
            cacheConfig: uploadProgressConfig(progress),
          }
        : {}),
      onCompleted: ({ adminReplySupport }) => done(payloadSendErrors(adminReplySupport.errors)),
      onError: (error) => done(requestSendErrors(error)),
    });
}
