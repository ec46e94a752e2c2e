import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useSetViewersMayCommentMutation } from '../../__generated__/useSetViewersMayCommentMutation.graphql';
import { firstPayloadError } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';

const FAILED = 'Unable to change who can comment';

/**
 * Lets the team's viewers comment, or stops them (admins and owners): the box follows at
 * once; a refusal brings it back and says why. Toasts 'Viewers can now comment' /
 * 'Viewers can no longer comment'.
 */
export function useSetViewersMayComment(): [
  (teamId: string, allowed: boolean, onFailed: (message: string) => void) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useSetViewersMayCommentMutation>(graphql`
    mutation useSetViewersMayCommentMutation($input: SetViewersMayCommentInput!) {
      setViewersMayComment(input: $input) {
        team {
          id
          viewersMayComment
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const set = (teamId: string, allowed: boolean, onFailed: (message: string) => void) =>
    commit({
      variables: { input: { teamId, allowed } },
      optimisticUpdater: (store) => store.get(teamId)?.setValue(allowed, 'viewersMayComment'),
      onCompleted: ({ setViewersMayComment: payload }) => {
        if (payload.team && payload.errors.length === 0) {
          toast.success(allowed ? 'Viewers can now comment' : 'Viewers can no longer comment');
          return;
        }
        const message = firstPayloadError(payload.errors) ?? 'Something went wrong.';
        toast.error(FAILED, { description: message });
        onFailed(message);
      },
      onError: (error) => {
        const message = requestErrorMessage(error);
        toast.error(FAILED, { description: message });
        onFailed(message);
      },
    });
  return [set, inFlight];
}
