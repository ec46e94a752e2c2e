import { useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { WebhooksSectionQuery } from '../../__generated__/WebhooksSectionQuery.graphql';
import { NewWebhookForm } from './NewWebhookForm';
import { WebhookItem } from './WebhookItem';

/** How often the log is read again while a delivery waits for its attempt. */
const PENDING_REFRESH_MS = 2000;

/**
 * Settings → Webhooks for the team selected in the sidebar (admins and owners; the page shows
 * the section only to them, and the server answers null to anyone else).
 */
export function WebhooksSection({ teamId }: { teamId: string }) {
  const [fetchKey, setFetchKey] = useState(0);
  const refresh = () => setFetchKey((key) => key + 1);
  const data = useLazyLoadQuery<WebhooksSectionQuery>(
    graphql`
      query WebhooksSectionQuery($teamId: ID!) {
        node(id: $teamId) {
          ... on Team {
            name
            webhooks {
              id
              deliveries(first: 20) {
                status
              }
              ...WebhookItem_webhook
            }
          }
        }
      }
    `,
    { teamId },
    { fetchKey, fetchPolicy: fetchKey ? 'store-and-network' : 'store-or-network' },
  );
  const team = data.node;
  const webhooks = team?.webhooks;
  const pending = webhooks?.some((webhook) =>
    webhook.deliveries.some((delivery) => delivery.status === 'PENDING'),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: each read (a new fetchKey) waits for the next one while a delivery is pending.
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(refresh, PENDING_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [pending, fetchKey]);

  if (!team || !webhooks)
    return <p className="text-slate-600">Only the team's admins and owners manage its webhooks.</p>;
  return (
    <div className="space-y-6">
      <h3 className="text-base font-semibold">{team.name}</h3>
      {webhooks.length ? (
        <ul aria-label="Webhooks" className="divide-y divide-slate-200">
          {webhooks.map((webhook) => (
            <WebhookItem key={webhook.id} webhook={webhook} onChanged={refresh} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">
          No webhooks yet. Add one to send this team's new swipes, comments and members to your own
          code or a Slack channel.
        </p>
      )}
      <NewWebhookForm teamId={teamId} onAdded={refresh} />
    </div>
  );
}
