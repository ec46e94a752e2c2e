import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type {
  AddCommentInput,
  useAddCommentMutation,
} from '../../__generated__/useAddCommentMutation.graphql';
import { type FieldErrors, splitPayloadErrors } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';
import { addCommentToLists } from './commentStore';

export interface CommentCallbacks {
  /** Saved: the comment is in its thread (or is a new thread) on screen. */
  onSaved: () => void;
  /**
   * Not saved: errors by field (`body`) and the rest; the text stays. `refused`: the server
   * said no (the thread may be gone); else it could not be reached.
   */
  onFailed: (errors: { fields: FieldErrors; form: string | null }, refused: boolean) => void;
}

/**
 * Comments on a swipe (a new thread goes last) or replies in a thread (last in its replies; a
 * reply reopens a resolved thread). The swipe's count comes with the answer. Toasts
 * 'Comment added' / 'Reply added'.
 */
export function useAddComment(): [
  (input: AddCommentInput, callbacks: CommentCallbacks) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useAddCommentMutation>(graphql`
    mutation useAddCommentMutation($input: AddCommentInput!) {
      addComment(input: $input) {
        comment {
          id
          swipe {
            id
            commentCount
          }
          # A reply reopens its thread.
          thread {
            id
            resolvedAt
            resolvedBy {
              id
              name
            }
          }
          ...CommentThread_head
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const add = (input: AddCommentInput, callbacks: CommentCallbacks) =>
    commit({
      variables: { input },
      updater: (store) => {
        const comment = store.getRootField('addComment')?.getLinkedRecord('comment');
        if (comment) addCommentToLists(store, comment, 'mine');
      },
      onCompleted: ({ addComment: payload }) => {
        if (payload.comment && payload.errors.length === 0) {
          toast.success(input.threadId ? 'Reply added' : 'Comment added');
          callbacks.onSaved();
          return;
        }
        callbacks.onFailed(splitPayloadErrors(payload.errors), true);
      },
      onError: (error) =>
        callbacks.onFailed({ fields: {}, form: requestErrorMessage(error) }, false),
    });
  return [add, inFlight];
}
