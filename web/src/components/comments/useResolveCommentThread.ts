import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useResolveCommentThreadMutation } from '../../__generated__/useResolveCommentThreadMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';

interface Callbacks {
  onDone: () => void;
  /** The server refused (the thread may be gone) or could not be reached. */
  onFailed: (refused: boolean) => void;
}

/**
 * Resolves a thread (it folds to "Resolved by …") or reopens it (anyone who may comment).
 * Toasts 'Thread resolved' / 'Thread reopened'.
 */
export function useResolveCommentThread(): [
  (threadId: string, resolved: boolean, callbacks: Callbacks) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useResolveCommentThreadMutation>(graphql`
    mutation useResolveCommentThreadMutation($input: ResolveCommentThreadInput!) {
      resolveCommentThread(input: $input) {
        comment {
          id
          resolvedAt
          resolvedBy {
            id
            name
          }
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const resolve = (threadId: string, resolved: boolean, callbacks: Callbacks) => {
    const failed = resolved ? 'Unable to resolve the thread' : 'Unable to reopen the thread';
    commit({
      variables: { input: { id: threadId, resolved } },
      onCompleted: ({ resolveCommentThread: payload }) => {
        if (payload.comment && payload.errors.length === 0) {
          toast.success(resolved ? 'Thread resolved' : 'Thread reopened');
          callbacks.onDone();
          return;
        }
        toast.error(failed, { description: firstPayloadError(payload.errors) ?? '' });
        callbacks.onFailed(true);
      },
      onError: (error) => {
        toast.error(failed, { description: requestErrorMessage(error) });
        callbacks.onFailed(false);
      },
    });
  };
  return [resolve, inFlight];
}
