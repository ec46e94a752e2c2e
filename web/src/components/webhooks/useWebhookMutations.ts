import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useWebhookMutationsCreateMutation } from '../../__generated__/useWebhookMutationsCreateMutation.graphql';
import type { useWebhookMutationsDeleteMutation } from '../../__generated__/useWebhookMutationsDeleteMutation.graphql';
import type { useWebhookMutationsRotateMutation } from '../../__generated__/useWebhookMutationsRotateMutation.graphql';
import type { useWebhookMutationsTestMutation } from '../../__generated__/useWebhookMutationsTestMutation.graphql';
import type { useWebhookMutationsUpdateMutation } from '../../__generated__/useWebhookMutationsUpdateMutation.graphql';
import { type FieldErrors, splitPayloadErrors } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';

export type WebhookKind = 'GENERIC' | 'SLACK';

interface Outcome<T> {
  onDone: (value: T) => void;
  onFailed: (fields: FieldErrors, form: string | null) => void;
}

/** Adds a webhook; its secret comes only in this answer. */
export function useCreateWebhook() {
  const [commit, busy] = useMutation<useWebhookMutationsCreateMutation>(graphql`
    mutation useWebhookMutationsCreateMutation($input: CreateWebhookInput!) {
      createWebhook(input: $input) {
        secret
        webhook {
          url
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const create = (
    input: { teamId: string; url: string; kind: WebhookKind; events: string[] },
    outcome: Outcome<{ url: string; secret: string }>,
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ createWebhook }) => {
        const { fields, form } = splitPayloadErrors(createWebhook.errors);
        if (createWebhook.webhook && createWebhook.secret)
          outcome.onDone({ url: createWebhook.webhook.url, secret: createWebhook.secret });
        else
          outcome.onFailed(
            fields,
            form ?? (fields.url || fields.events ? null : 'Unable to add the webhook.'),
          );
      },
      onError: (error) => outcome.onFailed({}, requestErrorMessage(error)),
    });
  return [create, busy] as const;
}

/** Switches a webhook on (clearing its failures) or off. */
export function useSetWebhookEnabled() {
  const [commit, busy] = useMutation<useWebhookMutationsUpdateMutation>(graphql`
    mutation useWebhookMutationsUpdateMutation($input: UpdateWebhookInput!) {
      updateWebhook(input: $input) {
        webhook {
          ...WebhookItem_webhook
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const setEnabled = (id: string, enabled: boolean) =>
    commit({
      variables: { input: { id, enabled } },
      onCompleted: ({ updateWebhook }) => {
        const { form } = splitPayloadErrors(updateWebhook.errors);
        if (form) toast.error(form);
      },
      onError: (error) => {
        toast.error(requestErrorMessage(error));
      },
    });
  return [setEnabled, busy] as const;
}

export function useDeleteWebhook() {
  const [commit, busy] = useMutation<useWebhookMutationsDeleteMutation>(graphql`
    mutation useWebhookMutationsDeleteMutation($input: DeleteWebhookInput!) {
      deleteWebhook(input: $input) {
        deletedId @deleteRecord
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const remove = (id: string, onDone: () => void) =>
    commit({
      variables: { input: { id } },
      onCompleted: ({ deleteWebhook }) => {
        const { form } = splitPayloadErrors(deleteWebhook.errors);
        if (form) toast.error(form);
        else onDone();
      },
      onError: (error) => {
        toast.error(requestErrorMessage(error));
      },
    });
  return [remove, busy] as const;
}

/** A new secret, shown once. */
export function useRotateWebhookSecret() {
  const [commit, busy] = useMutation<useWebhookMutationsRotateMutation>(graphql`
    mutation useWebhookMutationsRotateMutation($input: RotateWebhookSecretInput!) {
      rotateWebhookSecret(input: $input) {
        secret
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const rotate = (id: string, onDone: (secret: string) => void) =>
    commit({
      variables: { input: { id } },
      onCompleted: ({ rotateWebhookSecret }) => {
        const { form } = splitPayloadErrors(rotateWebhookSecret.errors);
        if (rotateWebhookSecret.secret) onDone(rotateWebhookSecret.secret);
        else toast.error(form ?? 'Unable to rotate the secret.');
      },
      onError: (error) => {
        toast.error(requestErrorMessage(error));
      },
    });
  return [rotate, busy] as const;
}

/** Queues a `webhook.test` delivery; the log shows it PENDING, then its outcome. */
export function useSendWebhookTestEvent() {
  const [commit, busy] = useMutation<useWebhookMutationsTestMutation>(graphql`
    mutation useWebhookMutationsTestMutation($input: SendWebhookTestEventInput!) {
      sendWebhookTestEvent(input: $input) {
        webhook {
          ...WebhookItem_webhook
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const send = (id: string, onDone: () => void) =>
    commit({
      variables: { input: { id } },
      onCompleted: ({ sendWebhookTestEvent }) => {
        const { form } = splitPayloadErrors(sendWebhookTestEvent.errors);
        if (form) toast.error(form);
        else onDone();
      },
      onError: (error) => {
        toast.error(requestErrorMessage(error));
      },
    });
  return [send, busy] as const;
}
