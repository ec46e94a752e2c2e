import { WEBHOOK_EVENTS } from '@swipestack/common/webhooks';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { WebhookItem_webhook$key } from '../../__generated__/WebhookItem_webhook.graphql';
import { ShownOnceSecret } from '../ShownOnceSecret';
import { ConfirmBox } from '../teams/ConfirmBox';
import {
  useDeleteWebhook,
  useRotateWebhookSecret,
  useSendWebhookTestEvent,
  useSetWebhookEnabled,
} from './useWebhookMutations';
import { WebhookDeliveries } from './WebhookDeliveries';

export const COPY_SECRET = 'Copy the signing secret now: it is not shown again.';

const eventLabel = (type: string) =>
  WEBHOOK_EVENTS.find((event) => event.type === type)?.label ?? type;

/** One webhook: address, kind, events, state, its actions and its delivery log. */
export function WebhookItem({
  webhook,
  onChanged,
}: {
  webhook: WebhookItem_webhook$key;
  /** Something was queued or removed: the section reads the team's webhooks again. */
  onChanged: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment WebhookItem_webhook on Webhook {
        id
        url
        kind
        events
        enabled
        disabledReason
        ...WebhookDeliveries_webhook
      }
    `,
    webhook,
  );
  const [confirming, setConfirming] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [setEnabled, switching] = useSetWebhookEnabled();
  const [remove, removing] = useDeleteWebhook();
  const [rotate, rotating] = useRotateWebhookSecret();
  const [sendTest, sending] = useSendWebhookTestEvent();
  const headingId = `webhook-${data.id}`;

  return (
    <li aria-labelledby={headingId} className="space-y-3 py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p id={headingId} className="break-all text-sm font-medium text-slate-900">
            {data.url}
          </p>
          <p className="text-sm text-slate-600">
            <span className="mr-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
              {data.kind === 'SLACK' ? 'Slack' : 'JSON'}
            </span>
            {data.events.map(eventLabel).join(' · ')}
          </p>
        </div>
        <span
          className={`rounded px-2 py-0.5 text-xs font-semibold ${
            data.enabled ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'
          }`}
        >
          {data.enabled ? 'On' : 'Off'}
        </span>
      </div>
      {data.disabledReason ? (
        <p
          role="note"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {data.disabledReason} Check the receiver, then switch it on again.
        </p>
      ) : null}
      {secret ? (
        <ShownOnceSecret
          message={`New secret made. ${COPY_SECRET}`}
          secret={secret}
          copied="Secret"
          onDone={() => setSecret(null)}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary !py-1.5"
          disabled={sending}
          onClick={() => sendTest(data.id, onChanged)}
        >
          {sending ? 'Sending…' : 'Send test event'}
        </button>
        <button
          type="button"
          className="btn-secondary !py-1.5"
          disabled={switching}
          onClick={() => setEnabled(data.id, !data.enabled)}
        >
          {data.enabled ? 'Switch off' : 'Switch on'}
        </button>
        <button
          type="button"
          className="btn-secondary !py-1.5"
          disabled={rotating}
          onClick={() => rotate(data.id, setSecret)}
        >
          {rotating ? 'Rotating…' : 'Rotate secret'}
        </button>
        {confirming ? null : (
          <button
            type="button"
            className="btn-secondary !py-1.5"
            aria-label={`Delete the webhook to ${data.url}`}
            onClick={() => setConfirming(true)}
          >
            Delete
          </button>
        )}
      </div>
      {confirming ? (
        <ConfirmBox
          confirmLabel="Delete webhook"
          busyLabel="Deleting…"
          busy={removing}
          onConfirm={() => remove(data.id, onChanged)}
          onCancel={() => setConfirming(false)}
        >
          Events stop going to {data.url}, and its delivery log is deleted.
        </ConfirmBox>
      ) : null}
      <section aria-label={`Delivery log of ${data.url}`}>
        <h4 className="text-sm font-semibold text-slate-800">Delivery log</h4>
        <div className="mt-1">
          <WebhookDeliveries webhook={data} />
        </div>
      </section>
    </li>
  );
}
