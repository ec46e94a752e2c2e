import { commitMutation, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useSendSupportMessageMutation } from '../../__generated__/useSendSupportMessageMutation.graphql';
import { uploadProgressConfig } from '../../relay/upload';
import type { SendMessage } from './SupportComposer';
import { payloadSendErrors, requestSendErrors } from './sendErrors';

/**
 * The viewer's message to support, with an optional screenshot and its upload progress; the
 * first one opens the conversation, which becomes the viewer's.
 */
export function useSendSupportMessage(viewerId: string | undefined): SendMessage {
  const environment = useRelayEnvironment();
  return (body, file, done, progress) =>
    commitMutation<useSendSupportMessageMutation>(environment, {
      mutation: graphql`
        mutation useSendSupportMessageMutation($input: SendSupportMessageInput!) {
          sendSupportMessage(input: $input) {
            conversation {
              id
              ...SupportChat_conversation
            }
            errors {
              ...formErrors_error @alias(as: "error")
            }
          }
        }
      `,
      variables: { input: { body, attachment: null } },
      ...(file
        ? {
            uploadables: { 'variables.input.attachment': file },
            cacheConfig: uploadProgressConfig(progress),
          }
        : {}),
      updater: (store) => {
        const sent = store.getRootField('sendSupportMessage')?.getLinkedRecord('conversation');
        if (sent && viewerId) store.get(viewerId)?.setLinkedRecord(sent, 'supportConversation');
      },
      onCompleted: ({ sendSupportMessage }) => done(payloadSendErrors(sendSupportMessage.errors)),
      onError: (error) => done(requestSendErrors(error)),
    });
}
