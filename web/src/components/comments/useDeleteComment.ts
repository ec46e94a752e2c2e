import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useDeleteCommentMutation } from '../../__generated__/useDeleteCommentMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';
import { removeComment } from './commentStore';

const FAILED = 'Unable to delete the comment';

interface Callbacks {
  onDeleted: () => void;
  /** The server refused (the comment may be gone already) or could not be reached. */
  onFailed: (message: string, refused: boolean) => void;
}

/**
 * Deletes a comment (one's own; admins and owners: anyone's); a thread's first comment takes
 * its replies with it. It leaves the thread once the server confirms (commentStore), and the
 * answer brings its swipe's new count. Toasts 'Comment deleted'.
 */
export function useDeleteComment(): [(commentId: string, callbacks: Callbacks) => void, boolean] {
  const [commit, inFlight] = useMutation<useDeleteCommentMutation>(graphql`
    mutation useDeleteCommentMutation($input: DeleteCommentInput!) {
      deleteComment(input: $input) {
        deletedId
        swipe {
          id
          commentCount
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const remove = (commentId: string, callbacks: Callbacks) =>
    commit({
      variables: { input: { id: commentId } },
      updater: (store, response) => {
        const deletedId = response?.deleteComment.deletedId;
        if (deletedId) removeComment(store, deletedId);
      },
      onCompleted: ({ deleteComment: payload }) => {
        if (payload.deletedId) {
          toast.success('Comment deleted');
          callbacks.onDeleted();
          return;
        }
        const message = firstPayloadError(payload.errors) ?? 'Could not delete the comment.';
        toast.error(FAILED, { description: message });
        callbacks.onFailed(message, true);
      },
      onError: (error) => {
        const message = requestErrorMessage(error);
        toast.error(FAILED, { description: message });
        callbacks.onFailed(message, false);
      },
    });
  return [remove, inFlight];
}
