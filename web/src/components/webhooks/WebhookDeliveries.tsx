import { graphql, useFragment } from 'react-relay/hooks';
import type { WebhookDeliveries_webhook$key } from '../../__generated__/WebhookDeliveries_webhook.graphql';
import { formatWhen } from '../../lib/accessLabels';

const STATUS = {
  PENDING: { label: 'Pending', className: 'bg-amber-100 text-amber-900' },
  SUCCEEDED: { label: 'Delivered', className: 'bg-emerald-100 text-emerald-900' },
  FAILED: { label: 'Failed', className: 'bg-red-100 text-red-900' },
} as const;

/** A webhook's newest deliveries: event, status, time, response code, attempts, next retry. */
export function WebhookDeliveries({ webhook }: { webhook: WebhookDeliveries_webhook$key }) {
  const data = useFragment(
    graphql`
      fragment WebhookDeliveries_webhook on Webhook {
        deliveries(first: 20) {
          id
          event
          status
          attempts
          responseCode
          error
          createdAt
          lastAttemptAt
          nextAttemptAt
        }
      }
    `,
    webhook,
  );
  if (!data.deliveries.length)
    return <p className="text-sm text-slate-600">Nothing sent yet. Send a test event to try it.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">Deliveries, newest first</caption>
        <thead className="text-xs uppercase text-slate-600">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Event
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Status
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Response
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Time
            </th>
            <th scope="col" className="py-1 font-medium">
              Attempts
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.deliveries.map((delivery) => {
            const status = STATUS[delivery.status as keyof typeof STATUS] ?? STATUS.PENDING;
            return (
              <tr key={delivery.id} className="align-top">
                <td className="py-1.5 pr-3">
                  <code className="text-xs">{delivery.event}</code>
                </td>
                <td className="py-1.5 pr-3">
                  <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${status.className}`}>
                    {status.label}
                  </span>
                </td>
                <td className="py-1.5 pr-3">
                  {delivery.responseCode ?? '—'}
                  {delivery.error ? (
                    <span className="block text-xs text-slate-600">{delivery.error}</span>
                  ) : null}
                </td>
                <td className="py-1.5 pr-3 whitespace-nowrap">
                  {formatWhen(delivery.lastAttemptAt ?? delivery.createdAt)}
                </td>
                <td className="py-1.5">
                  {delivery.attempts}
                  {delivery.nextAttemptAt ? (
                    <span className="block text-xs text-slate-600">
                      retry {formatWhen(delivery.nextAttemptAt)}
                    </span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
