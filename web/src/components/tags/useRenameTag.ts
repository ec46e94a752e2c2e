import { normaliseTag } from '@swipestack/common/tags';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useRenameTagMutation } from '../../__generated__/useRenameTagMutation.graphql';
import { splitPayloadErrors } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';
import { refreshTeam } from '../swipes/TeamRefresh';

interface Callbacks {
  onRenamed: () => void;
  /** The error for the name field and the one for above the list. */
  onFailed: (errors: { title: string | null; form: string | null }) => void;
}

/**
 * Renames a tag of a team, at once on every card and list (the server's answer, or its
 * refusal, replaces the optimistic title), then refetches the team's tags in their order.
 */
export function useRenameTag(
  teamId: string,
): [
  (tag: { id: string; swipeCount: number }, title: string, callbacks: Callbacks) => void,
  boolean,
] {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useRenameTagMutation>(graphql`
    mutation useRenameTagMutation($input: RenameTagInput!) {
      renameTag(input: $input) {
        tag {
          id
          title
          swipeCount
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const rename = (
    tag: { id: string; swipeCount: number },
    title: string,
    { onRenamed, onFailed }: Callbacks,
  ) => {
    // A blank name is refused: nothing to show meanwhile.
    const shown = normaliseTag(title);
    commit({
      variables: { input: { id: tag.id, title } },
      ...(shown
        ? {
            optimisticResponse: {
              renameTag: {
                tag: { id: tag.id, title: shown, swipeCount: tag.swipeCount },
                errors: [],
              },
            },
          }
        : {}),
      onCompleted: ({ renameTag }) => {
        if (renameTag.tag && renameTag.errors.length === 0) {
          toast.success('Tag renamed');
          onRenamed();
          // Tags are listed alphabetically: refetch the order (and the filters) from the server.
          refreshTeam(environment, teamId);
          return;
        }
        const split = splitPayloadErrors(renameTag.errors);
        const fieldError = split.fields.title ?? null;
        onFailed({
          title: fieldError,
          form: split.form ?? (fieldError ? null : 'Could not rename the tag.'),
        });
      },
      onError: (error) => onFailed({ title: null, form: requestErrorMessage(error) }),
    });
  };
  return [rename, inFlight];
}
