import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { toast } from 'sonner';
import type {
  UpdateSwipeInput,
  useUpdateSwipeMutation,
} from '../../../__generated__/useUpdateSwipeMutation.graphql';
import { type FieldErrors, splitPayloadErrors } from '../../../lib/formErrors';
import { requestErrorMessage } from '../../../relay/requestErrors';
import { applySwipeChanges } from '../swipeStore';
import { refreshTeam } from '../TeamRefresh';

export type SwipeEdit = Omit<UpdateSwipeInput, 'id'>;

/** `quiet`: no toast (the edit finishes something that has its own); `onSaved` once it is saved. */
export interface UpdateOptions {
  quiet?: boolean;
  onSaved?: () => void;
}

/**
 * Saves an edit of a swipe (title, notes, tags or collections), shown at once: the optimistic
 * change gives way to the server's swipe, or to the swipe as it was when the server refuses
 * (its payload then has no swipe). Toasts 'Swipe updated' (unless `quiet`); refusals and network failures go
 * to `onFailed` (messages per field, and one for above the form).
 */
export function useUpdateSwipe(): [
  (
    swipe: { id: string; teamId: string },
    edit: SwipeEdit,
    onFailed: (errors: { fields: FieldErrors; form: string | null }) => void,
    options?: UpdateOptions,
  ) => void,
  boolean,
] {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useUpdateSwipeMutation>(graphql`
    mutation useUpdateSwipeMutation($input: UpdateSwipeInput!) {
      updateSwipe(input: $input) {
        swipe {
          id
          title
          notes
          url
          source
          tags {
            id
            title
          }
          collections {
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
  const update = (
    swipe: { id: string; teamId: string },
    edit: SwipeEdit,
    onFailed: (errors: { fields: FieldErrors; form: string | null }) => void,
    options: UpdateOptions = {},
  ) =>
    commit({
      variables: { input: { id: swipe.id, ...edit } },
      optimisticUpdater: (store) => applySwipeChanges(store, swipe.id, edit),
      onCompleted: ({ updateSwipe }) => {
        if (updateSwipe.errors.length === 0) {
          if (!options.quiet) toast.success('Swipe updated');
          // Tag and collection counts (and new tags) live on the team.
          if (edit.tags || edit.collectionIds) refreshTeam(environment, swipe.teamId);
          options.onSaved?.();
          return;
        }
        onFailed(splitPayloadErrors(updateSwipe.errors));
      },
      onError: (error) => onFailed({ fields: {}, form: requestErrorMessage(error) }),
    });
  return [update, inFlight];
}
