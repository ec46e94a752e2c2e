import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import type {
  CreateRemixInput,
  useCreateRemixMutation,
} from '../../__generated__/useCreateRemixMutation.graphql';
import { type FieldErrors, formPayloadErrors } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';
import { refreshAiUsage } from './AiUsageMeter';
import { addAiUsage, addRemixToLists, setAiUsage } from './remixStore';

/** The brief's fields: their errors show under them; any other field's goes above the form. */
export const BRIEF_FIELDS = [
  'product',
  'audience',
  'tone',
  'parts',
  'variants',
  'sourceSwipeId',
] as const;

export interface CreateRemixCallbacks {
  /** Asked for: the remix is on top of the list, its variants WRITING. */
  onCreated: (remixId: string) => void;
  /** Refused: errors by field, and the rest (quota, no provider, not allowed) for the form. */
  onInvalid: (errors: { fields: FieldErrors; form: string | null }) => void;
}

/**
 * Asks for a remix. The answer comes at once with the remix (its variants WRITING: RemixCard
 * follows them with `remixProgress`); it goes on top of the team's lists on screen and its
 * variants count against the month at once.
 */
export function useCreateRemix(
  teamId: string,
): [(input: CreateRemixInput, callbacks: CreateRemixCallbacks) => void, boolean] {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useCreateRemixMutation>(graphql`
    mutation useCreateRemixMutation($input: CreateRemixInput!) {
      createRemix(input: $input) {
        remix {
          id
          variants {
            id
          }
          ...RemixCard_remix
        }
        errors {
          __typename
          ... on AiQuotaError {
            quota
            used
          }
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const create = (input: CreateRemixInput, callbacks: CreateRemixCallbacks) =>
    commit({
      variables: { input },
      updater: (store, response) => {
        const payload = response?.createRemix;
        const remix = store.getRootField('createRemix')?.getLinkedRecord('remix');
        if (remix && payload?.remix) {
          addRemixToLists(store, teamId, input.sourceSwipe ?? null, remix);
          addAiUsage(store, teamId, payload.remix.variants.length);
        }
        const quota = payload?.errors.find((error) => error.__typename === 'AiQuotaError');
        if (quota?.quota !== undefined && quota.used !== undefined)
          setAiUsage(store, teamId, { quota: quota.quota, used: quota.used });
      },
      onCompleted: ({ createRemix }) => {
        if (createRemix.remix && createRemix.errors.length === 0) {
          callbacks.onCreated(createRemix.remix.id);
          return;
        }
        if (createRemix.errors.some((error) => error.__typename === 'AiQuotaError'))
          refreshAiUsage(environment, teamId);
        callbacks.onInvalid(
          formPayloadErrors(createRemix.errors, BRIEF_FIELDS, 'The remix could not be started.'),
        );
      },
      onError: (error) => callbacks.onInvalid({ fields: {}, form: requestErrorMessage(error) }),
    });
  return [create, inFlight];
}
