import {
  disabledAfterFailures,
  WEBHOOK_ATTEMPTS,
  WEBHOOK_FAILURES_TO_DISABLE,
  WEBHOOK_TEST_EVENT,
} from '@swipestack/common/webhooks';
import { guardedPost } from '../../capture/guarded-post.js';
import { createUrlGuard } from '../../capture/ssrf-guard.js';
import { prisma } from '../../db/client.js';
import type { WebhookKind } from '../../generated/prisma/client.js';
import { enqueueWebhookDeliveries } from '../../jobs/queue.js';
import { publishUserEvent } from '../../realtime/user-events.js';
import type { ServiceDeps } from '../deps.js';
import { slackMessage, type WebhookEnvelope } from './webhook-payloads.js';
import { decryptWebhookSecret, signatureHeader } from './webhook-secrets.js';
import { webhooksChanged } from './webhook-teams.js';

// Sending (docs/webhooks.md): each event becomes one delivery per webhook, its body fixed when
// it is queued; a job sends each attempt through the SSRF guard with a time limit. A failed
// attempt (no answer in time, or not 2xx) is tried again after 1, 4, 16 and 64 times
// WEBHOOK_RETRY_BASE_SECONDS (30 s: 30 s, 2 min, 8 min, 32 min), five attempts in all; a
// delivery that fails them all counts against the webhook, and after
// WEBHOOK_FAILURES_TO_DISABLE such deliveries in a row the webhook is switched off and the
// team's admins and owners are told in their inbox and by email. A success resets the count.

export type DeliveryDeps = Pick<ServiceDeps, 'webhooks' | 'appOrigin' | 'mailer'>;

/** How long a receiver has to answer. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/** The delivery log keeps each webhook's newest deliveries only. */
const DELIVERIES_KEPT = 100;

export interface QueuedEvent {
  webhook: { id: string; kind: WebhookKind };
  event: string;
  payload: WebhookEnvelope;
}

/** Records the deliveries with their bodies, queues their first attempts; answers their ids. */
export async function queueDeliveries(events: readonly QueuedEvent[]): Promise<string[]> {
  if (!events.length) return [];
  const rows = await prisma().webhookDelivery.createManyAndReturn({
    data: events.map(({ webhook, event, payload }) => ({
      webhookId: webhook.id,
      event,
      payload: JSON.stringify(webhook.kind === 'SLACK' ? slackMessage(payload) : payload),
      nextAttemptAt: new Date(),
    })),
    select: { id: true },
  });
  const ids = rows.map((row) => row.id);
  await enqueueWebhookDeliveries(ids);
  for (const webhookId of new Set(events.map((event) => event.webhook.id)))
    await trimDeliveryLog(webhookId);
  return ids;
}

async function trimDeliveryLog(webhookId: string) {
  const oldestKept = await prisma().webhookDelivery.findFirst({
    where: { webhookId },
    orderBy: { id: 'desc' },
    skip: DELIVERIES_KEPT - 1,
    select: { id: true },
  });
  if (oldestKept)
    await prisma().webhookDelivery.deleteMany({ where: { webhookId, id: { lt: oldestKept.id } } });
}

/** The wait before attempt `attempt + 1`, after `attempt` failed ones. */
function retryDelayMs(attempt: number, baseSeconds: number): number {
  return baseSeconds * 1000 * 4 ** (attempt - 1);
}

/** One attempt of a delivery (the `webhook-delivery` job). */
export async function attemptDelivery(deliveryId: string, deps: DeliveryDeps) {
  const delivery = await prisma().webhookDelivery.findUnique({
    where: { id: deliveryId },
    include: { webhook: true },
  });
  if (delivery?.status !== 'PENDING') return;
  const isTest = delivery.event === WEBHOOK_TEST_EVENT;
  const { webhook } = delivery;
  if (!webhook.enabled && !isTest) {
    await prisma().webhookDelivery.update({
      where: { id: deliveryId },
      data: {
        status: 'FAILED',
        error: 'Not sent: the webhook is switched off.',
        nextAttemptAt: null,
      },
    });
    return;
  }
  const attempt = delivery.attempts + 1;
  const at = new Date();
  const secret = await decryptWebhookSecret(webhook.secret);
  const sent = await guardedPost(webhook.url, delivery.payload, {
    guard: createUrlGuard({ allowPrivate: deps.webhooks.allowPrivateAddresses }),
    timeoutMs: WEBHOOK_TIMEOUT_MS,
    headers: {
      'Swipestack-Signature': signatureHeader(secret, delivery.payload, at),
      'Swipestack-Event': delivery.event,
      'Swipestack-Delivery': delivery.id,
    },
  });
  const succeeded = sent.ok && sent.status >= 200 && sent.status < 300;
  const error = succeeded ? null : sent.ok ? `The receiver answered ${sent.status}.` : sent.reason;
  const final = succeeded || isTest || attempt >= WEBHOOK_ATTEMPTS;
  const nextAttemptAt = final
    ? null
    : new Date(at.getTime() + retryDelayMs(attempt, deps.webhooks.retryBaseSeconds));
  await prisma().webhookDelivery.update({
    where: { id: deliveryId },
    data: {
      attempts: attempt,
      lastAttemptAt: at,
      responseCode: sent.status ?? null,
      error,
      status: succeeded ? 'SUCCEEDED' : final ? 'FAILED' : 'PENDING',
      nextAttemptAt,
    },
  });
  if (nextAttemptAt) return enqueueWebhookDeliveries([deliveryId], nextAttemptAt);
  if (isTest) return;
  if (succeeded) {
    await prisma().teamWebhook.updateMany({
      where: { id: webhook.id, consecutiveFailures: { gt: 0 } },
      data: { consecutiveFailures: 0 },
    });
    return;
  }
  await countFailure(webhook.id, deps);
}

/** A delivery failed every attempt: the webhook's count goes up, and at the limit it is off. */
async function countFailure(webhookId: string, deps: DeliveryDeps) {
  const counted = await prisma().teamWebhook.update({
    where: { id: webhookId },
    data: { consecutiveFailures: { increment: 1 } },
    select: { consecutiveFailures: true },
  });
  if (counted.consecutiveFailures < WEBHOOK_FAILURES_TO_DISABLE) return;
  // One switch-off, however many deliveries fail at the same moment.
  const switched = await prisma().teamWebhook.updateMany({
    where: { id: webhookId, enabled: true },
    data: { enabled: false, disabledReason: disabledAfterFailures() },
  });
  if (!switched.count) return;
  const { teamId } = await prisma().teamWebhook.findUniqueOrThrow({
    where: { id: webhookId },
    select: { teamId: true },
  });
  webhooksChanged(teamId, false);
  await tellAdmins(webhookId, deps);
}

async function tellAdmins(webhookId: string, deps: DeliveryDeps) {
  const webhook = await prisma().teamWebhook.findUniqueOrThrow({
    where: { id: webhookId },
    select: {
      url: true,
      teamId: true,
      team: {
        select: {
          name: true,
          members: {
            where: { role: { in: ['ADMIN', 'OWNER'] } },
            select: { user: { select: { id: true, email: true } } },
          },
        },
      },
    },
  });
  const admins = webhook.team.members.map((member) => member.user);
  await prisma().notification.createMany({
    data: admins.map((admin) => ({
      userId: admin.id,
      teamId: webhook.teamId,
      kind: 'WEBHOOK_DISABLED' as const,
      webhookId,
    })),
  });
  for (const admin of admins) publishUserEvent(admin.id, 'NOTIFICATIONS_CHANGED');
  const text = [
    `A webhook of ${webhook.team.name} was switched off: ${disabledAfterFailures()}`,
    '',
    `Address: ${webhook.url}`,
    '',
    `See its delivery log and switch it on again in Settings: ${deps.appOrigin}/settings#webhooks`,
  ].join('\n');
  for (const admin of admins) {
    try {
      await deps.mailer.send({
        to: admin.email,
        subject: `A webhook of ${webhook.team.name} was switched off`,
        text,
      });
    } catch (error) {
      console.error('The email about a switched-off webhook was not sent', error);
    }
  }
}
