import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useUpdateRemixVariantMutation } from '../../__generated__/useUpdateRemixVariantMutation.graphql';
import { splitPayloadErrors } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';

/** Saves a variant's edited text; `done` gets the refusal (null: saved). */
export function useUpdateRemixVariant(): [
  (variantId: string, text: string, done: (error: string | null) => void) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useUpdateRemixVariantMutation>(graphql`
    mutation useUpdateRemixVariantMutation($input: UpdateRemixVariantInput!) {
      updateRemixVariant(input: $input) {
        variant {
          id
          text
          edited
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const update = (variantId: string, text: string, done: (error: string | null) => void) =>
    commit({
      variables: { input: { id: variantId, text } },
      onCompleted: ({ updateRemixVariant }) => {
        if (updateRemixVariant.variant && updateRemixVariant.errors.length === 0) {
          toast.success('Variant saved');
          done(null);
          return;
        }
        const { fields, form } = splitPayloadErrors(updateRemixVariant.errors);
        done(fields.text ?? form ?? 'The variant could not be saved.');
      },
      onError: (error) => done(requestErrorMessage(error)),
    });
  return [update, inFlight];
}
