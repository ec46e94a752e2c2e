import {
  isWebhookEvent,
  MAX_WEBHOOKS_PER_TEAM,
  suggestedWebhookKind,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT,
} from '@swipestack/common/webhooks';
import { checkUrl, REASONS } from '../../capture/ssrf-guard.js';
import { prisma } from '../../db/client.js';
import type { Prisma, WebhookKind } from '../../generated/prisma/client.js';
import type { ServiceDeps } from '../deps.js';
import { FieldError, NotAllowedError, NotFoundError, type ServiceResult } from '../errors.js';
import { Permission, requireTeamRole } from '../teams/permissions.js';
import { uuidOrNobody } from '../teams/visibility.js';
import { queueDeliveries } from './webhook-deliveries.js';
import { testPayload } from './webhook-payloads.js';
import { encryptWebhookSecret, newWebhookSecret } from './webhook-secrets.js';
import { webhooksChanged } from './webhook-teams.js';

// A team's outgoing webhooks (docs/webhooks.md): only its admins and owners see and change
// them (`can(role, 'manageIntegrations')`); for everyone else the team's webhooks do not exist.

export type WebhookError = FieldError | NotAllowedError | NotFoundError;
type Deps = Pick<ServiceDeps, 'webhooks' | 'appOrigin'>;

const URL_MAX = 2000;

/** The webhooks of teams where the user is an admin or owner: what they may see and change. */
export function webhooksManagedBy(userId: string): Prisma.TeamWebhookWhereInput {
  return {
    team: { members: { some: { userId, role: { in: ['ADMIN', 'OWNER'] } } } },
  };
}

export async function requireWebhookManager(userId: string, teamId: string) {
  return requireTeamRole(userId, teamId, Permission.manageIntegrations);
}

/** A webhook the user manages, or "This webhook does not exist." (as for any other team's). */
async function managedWebhook(userId: string, id: string) {
  const webhook = await prisma().teamWebhook.findFirst({
    where: { id: uuidOrNobody(id), team: { members: { some: { userId } } } },
    select: { id: true, teamId: true },
  });
  if (!webhook) return { ok: false as const, error: new NotFoundError(WEBHOOK_MESSAGES.missing) };
  const access = await requireWebhookManager(userId, webhook.teamId);
  if (!access.ok) return { ok: false as const, error: access.error };
  return { ok: true as const, webhook };
}

/** The refusal of the SSRF guard, in a webhook's words. */
const URL_REFUSALS: Record<string, string> = {
  [REASONS.invalid]: WEBHOOK_MESSAGES.url,
  [REASONS.scheme]: WEBHOOK_MESSAGES.url,
  [REASONS.private]: 'This address points to a private network; webhooks go to public addresses.',
  [REASONS.metadata]: 'This address points to a cloud metadata service; webhooks cannot go there.',
  [REASONS.reserved]: 'This address is not a public internet address; webhooks cannot go there.',
  [REASONS.unresolved]: 'The host name of this address could not be resolved.',
};

async function checkWebhookUrl(url: string, deps: Deps): Promise<FieldError | null> {
  const trimmed = url.trim();
  if (!trimmed || trimmed.length > URL_MAX) return new FieldError('url', WEBHOOK_MESSAGES.url);
  const verdict = await checkUrl(trimmed, { allowPrivate: deps.webhooks.allowPrivateAddresses });
  if (verdict.ok) return null;
  return new FieldError('url', URL_REFUSALS[verdict.reason] ?? verdict.reason);
}

function checkEvents(events: readonly string[]): FieldError | null {
  if (!events.length || !events.every(isWebhookEvent))
    return new FieldError('events', WEBHOOK_MESSAGES.events);
  return null;
}

export interface WebhookInput {
  teamId: string;
  url: string;
  /** By default SLACK for Slack's incoming-webhook addresses, else GENERIC. */
  kind?: WebhookKind | null | undefined;
  events: readonly string[];
}

/** Adds a webhook; the answer carries its secret, the one time it is shown. */
export async function createWebhook(
  userId: string,
  input: WebhookInput,
  deps: Deps,
): Promise<ServiceResult<{ webhookId: string; secret: string }, WebhookError>> {
  const access = await requireWebhookManager(userId, input.teamId);
  if (!access.ok) return { ok: false, errors: [access.error] };
  const problems = [await checkWebhookUrl(input.url, deps), checkEvents(input.events)];
  const errors = problems.filter((problem) => problem !== null);
  if (errors.length) return { ok: false, errors };
  const count = await prisma().teamWebhook.count({ where: { teamId: input.teamId } });
  if (count >= MAX_WEBHOOKS_PER_TEAM)
    return { ok: false, errors: [new NotAllowedError(WEBHOOK_MESSAGES.tooMany)] };
  const secret = newWebhookSecret();
  const webhook = await prisma().teamWebhook.create({
    data: {
      teamId: input.teamId,
      url: input.url.trim(),
      kind: input.kind ?? suggestedWebhookKind(input.url.trim()),
      events: [...new Set(input.events)],
      secret: await encryptWebhookSecret(secret),
      createdById: userId,
    },
    select: { id: true },
  });
  webhooksChanged(input.teamId, true);
  return { ok: true, value: { webhookId: webhook.id, secret } };
}

export interface WebhookChanges {
  url?: string | null | undefined;
  kind?: WebhookKind | null | undefined;
  events?: readonly string[] | null | undefined;
  /** Switching it on again clears the failures and the reason it was switched off. */
  enabled?: boolean | null | undefined;
}

export async function updateWebhook(
  userId: string,
  id: string,
  changes: WebhookChanges,
  deps: Deps,
): Promise<ServiceResult<{ webhookId: string }, WebhookError>> {
  const found = await managedWebhook(userId, id);
  if (!found.ok) return { ok: false, errors: [found.error] };
  const problems = [
    changes.url != null ? await checkWebhookUrl(changes.url, deps) : null,
    changes.events != null ? checkEvents(changes.events) : null,
  ];
  const errors = problems.filter((problem) => problem !== null);
  if (errors.length) return { ok: false, errors };
  const updated = await prisma().teamWebhook.update({
    where: { id: found.webhook.id },
    select: { enabled: true },
    data: {
      ...(changes.url != null ? { url: changes.url.trim() } : {}),
      ...(changes.kind != null ? { kind: changes.kind } : {}),
      ...(changes.events != null ? { events: [...new Set(changes.events)] } : {}),
      ...(changes.enabled === true
        ? { enabled: true, disabledReason: null, consecutiveFailures: 0 }
        : changes.enabled === false
          ? { enabled: false, disabledReason: null }
          : {}),
    },
  });
  webhooksChanged(found.webhook.teamId, updated.enabled);
  return { ok: true, value: { webhookId: found.webhook.id } };
}

export async function deleteWebhook(
  userId: string,
  id: string,
): Promise<ServiceResult<{ webhookId: string; teamId: string }, WebhookError>> {
  const found = await managedWebhook(userId, id);
  if (!found.ok) return { ok: false, errors: [found.error] };
  await prisma().teamWebhook.deleteMany({ where: { id: found.webhook.id } });
  webhooksChanged(found.webhook.teamId, false);
  return { ok: true, value: { webhookId: found.webhook.id, teamId: found.webhook.teamId } };
}

/** A new secret; the old one stops signing at once. Shown this one time. */
export async function rotateWebhookSecret(
  userId: string,
  id: string,
): Promise<ServiceResult<{ webhookId: string; secret: string }, WebhookError>> {
  const found = await managedWebhook(userId, id);
  if (!found.ok) return { ok: false, errors: [found.error] };
  const secret = newWebhookSecret();
  await prisma().teamWebhook.update({
    where: { id: found.webhook.id },
    data: { secret: await encryptWebhookSecret(secret) },
  });
  return { ok: true, value: { webhookId: found.webhook.id, secret } };
}

/**
 * Queues a `webhook.test` delivery (sent once, even while the webhook is off, and not counted
 * towards switching it off), so an admin can check the receiver and the signature.
 */
export async function sendWebhookTestEvent(
  userId: string,
  id: string,
  deps: Deps,
): Promise<ServiceResult<{ webhookId: string; deliveryId: string }, WebhookError>> {
  const found = await managedWebhook(userId, id);
  if (!found.ok) return { ok: false, errors: [found.error] };
  const webhook = await prisma().teamWebhook.findUniqueOrThrow({
    where: { id: found.webhook.id },
    select: { id: true, kind: true, team: { select: { id: true, name: true } } },
  });
  const actor = await prisma().user.findUnique({ where: { id: userId }, select: { name: true } });
  const [deliveryId] = await queueDeliveries([
    {
      webhook,
      event: WEBHOOK_TEST_EVENT,
      payload: testPayload(webhook, actor?.name ?? null, deps.appOrigin),
    },
  ]);
  return { ok: true, value: { webhookId: webhook.id, deliveryId: deliveryId as string } };
}
