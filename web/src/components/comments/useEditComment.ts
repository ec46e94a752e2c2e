import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useEditCommentMutation } from '../../__generated__/useEditCommentMutation.graphql';
import { splitPayloadErrors } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';
import type { CommentCallbacks } from './useAddComment';

/** Changes the text of one's own comment; it shows "(edited)" from then on. */
export function useEditComment(): [
  (commentId: string, body: string, callbacks: CommentCallbacks) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useEditCommentMutation>(graphql`
    mutation useEditCommentMutation($input: EditCommentInput!) {
      editComment(input: $input) {
        comment {
          id
          body
          # The members the new text mentions (marked in it).
          mentions
          editedAt
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const edit = (commentId: string, body: string, callbacks: CommentCallbacks) =>
    commit({
      variables: { input: { id: commentId, body } },
      onCompleted: ({ editComment: payload }) => {
        if (payload.comment && payload.errors.length === 0) {
          toast.success('Comment edited');
          callbacks.onSaved();
          return;
        }
        callbacks.onFailed(splitPayloadErrors(payload.errors), true);
      },
      onError: (error) =>
        callbacks.onFailed({ fields: {}, form: requestErrorMessage(error) }, false),
    });
  return [edit, inFlight];
}
