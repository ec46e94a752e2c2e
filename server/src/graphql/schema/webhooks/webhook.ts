import { WEBHOOK_EVENTS } from '@swipestack/common/webhooks';
import { prisma } from '../../../db/client.js';
import { WebhookDeliveryStatus, WebhookKind } from '../../../generated/prisma/enums.js';
import { nobody, uuidOrNobody } from '../../../services/teams/visibility.js';
import {
  createWebhook,
  deleteWebhook,
  requireWebhookManager,
  rotateWebhookSecret,
  sendWebhookTestEvent,
  updateWebhook,
  type WebhookError,
  webhooksManagedBy,
} from '../../../services/webhooks/webhooks.js';
import { builder } from '../../builder.js';
import { ContentError } from '../errors.js';
import {
  deletePayload,
  idInput,
  nodePayload,
  type Payload,
  toDeletePayload,
  toPayload,
} from '../payloads.js';
import { TeamRef } from '../teams/team.js';

// A team's outgoing webhooks (docs/webhooks.md). Only the team's admins and owners read them:
// for anyone else `Team.webhooks` is null and a webhook's or delivery's id finds nothing.

const WebhookKindEnum = builder.enumType(WebhookKind, {
  name: 'WebhookKind',
  description: 'What a webhook is sent.',
  values: {
    GENERIC: { description: 'A signed JSON POST of each event (docs/webhooks.md).' },
    SLACK: { description: 'A Slack incoming webhook: a readable message in its channel.' },
  },
});

const WebhookDeliveryStatusEnum = builder.enumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'Where a delivery stands.',
  values: {
    PENDING: { description: 'Not sent yet, or waiting for its next attempt (`nextAttemptAt`).' },
    SUCCEEDED: { description: 'The receiver answered 2xx.' },
    FAILED: { description: 'Every attempt failed (see `error` and `responseCode`).' },
  },
});

builder.prismaNode('WebhookDelivery', {
  name: 'WebhookDelivery',
  description: 'One event sent to a webhook, with its attempts.',
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, context) => ({
    id: uuidOrNobody(id),
    webhook: webhooksManagedBy(context.viewer?.userId ?? nobody),
  }),
  fields: (t) => ({
    event: t.exposeString('event', {
      description: 'The event: `swipe.created`, `webhook.test`, …',
    }),
    status: t.expose('status', {
      type: WebhookDeliveryStatusEnum,
      description: 'Where it stands.',
    }),
    attempts: t.exposeInt('attempts', { description: 'Attempts made so far.' }),
    responseCode: t.exposeInt('responseCode', {
      nullable: true,
      description: "The last attempt's HTTP status; null when no answer came.",
    }),
    error: t.exposeString('error', {
      nullable: true,
      description: 'Why the last attempt failed; null when it succeeded or none was made.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the event happened.' }),
    lastAttemptAt: t.expose('lastAttemptAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was last tried.',
    }),
    nextAttemptAt: t.expose('nextAttemptAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it will be tried next; null once it succeeded or failed for good.',
    }),
  }),
});

export const WebhookRef = builder.prismaNode('TeamWebhook', {
  name: 'Webhook',
  description: "A team's outgoing webhook. Only the team's admins and owners see it.",
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, context) => ({
    id: uuidOrNobody(id),
    AND: [webhooksManagedBy(context.viewer?.userId ?? nobody)],
  }),
  fields: (t) => ({
    url: t.exposeString('url', { description: 'Where events are POSTed.' }),
    kind: t.expose('kind', { type: WebhookKindEnum, description: 'JSON or a Slack message.' }),
    events: t.exposeStringList('events', {
      description: 'The events it is sent (`swipe.created`, `comment.created`, …).',
    }),
    enabled: t.exposeBoolean('enabled', { description: 'Whether events are sent to it.' }),
    disabledReason: t.exposeString('disabledReason', {
      nullable: true,
      description: 'Why the server switched it off (after failing); null otherwise.',
    }),
    consecutiveFailures: t.exposeInt('consecutiveFailures', {
      description: 'Deliveries in a row that failed every attempt (a success resets it).',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was added.' }),
    deliveries: t.relation('deliveries', {
      description: 'Its newest deliveries first (the log keeps 100).',
      args: { first: t.arg.int({ defaultValue: 20, description: 'How many (at most 100).' }) },
      query: (args) => ({
        orderBy: { id: 'desc' as const },
        take: Math.min(Math.max(args.first ?? 20, 1), 100),
      }),
    }),
  }),
});

builder.prismaObjectField('Team', 'webhooks', (t) =>
  t.prismaField({
    type: ['TeamWebhook'],
    nullable: true,
    description:
      "The team's outgoing webhooks, oldest first; null unless the viewer is an admin or owner.",
    resolve: async (query, team, _args, context) => {
      const userId = context.viewer?.userId;
      if (!userId || !(await requireWebhookManager(userId, team.id)).ok) return null;
      return prisma().teamWebhook.findMany({
        ...query,
        where: { teamId: team.id },
        orderBy: { id: 'asc' },
      });
    },
  }),
);

interface SecretPayload extends Payload {
  secret: string | null;
}

/** `{ webhook, secret, errors }`: the secret is in this answer only. */
function secretPayload(name: string, description: string) {
  return builder.objectRef<SecretPayload>(name).implement({
    description,
    fields: (t) => ({
      webhook: t.prismaField({
        type: 'TeamWebhook',
        nullable: true,
        description: 'The webhook as it is now; null when the mutation failed.',
        resolve: (query, payload) =>
          payload.id
            ? prisma().teamWebhook.findUnique({ ...query, where: { id: payload.id } })
            : null,
      }),
      secret: t.exposeString('secret', {
        nullable: true,
        description:
          'The signing secret, shown this once (it cannot be read again; rotate it to get a new one).',
      }),
      errors: t.field({
        type: [ContentError],
        description: 'Why the mutation failed; empty when it succeeded.',
        resolve: (payload) => payload.errors as WebhookError[],
      }),
    }),
  });
}

const CreateWebhookPayload = secretPayload(
  'CreateWebhookPayload',
  'The new webhook and its secret, or the errors that stopped it.',
);
const RotateWebhookSecretPayload = secretPayload(
  'RotateWebhookSecretPayload',
  'The webhook and its new secret, or the errors that stopped it.',
);
const UpdateWebhookPayload = nodePayload(
  'UpdateWebhookPayload',
  'webhook',
  'TeamWebhook',
  ContentError,
);
const DeleteWebhookPayload = deletePayload('DeleteWebhookPayload', 'Webhook', ContentError);

interface TestPayload extends Payload {
  deliveryId: string | null;
}

const SendWebhookTestEventPayload = builder
  .objectRef<TestPayload>('SendWebhookTestEventPayload')
  .implement({
    description: 'The test delivery queued, or the errors that stopped it.',
    fields: (t) => ({
      webhook: t.prismaField({
        type: 'TeamWebhook',
        nullable: true,
        description: 'The webhook, with its log; null when the mutation failed.',
        resolve: (query, payload) =>
          payload.id
            ? prisma().teamWebhook.findUnique({ ...query, where: { id: payload.id } })
            : null,
      }),
      delivery: t.prismaField({
        type: 'WebhookDelivery',
        nullable: true,
        description:
          'The test delivery (PENDING until its attempt); null when the mutation failed.',
        resolve: (query, payload) =>
          payload.deliveryId
            ? prisma().webhookDelivery.findUnique({ ...query, where: { id: payload.deliveryId } })
            : null,
      }),
      errors: t.field({
        type: [ContentError],
        description: 'Why the mutation failed; empty when it succeeded.',
        resolve: (payload) => payload.errors as WebhookError[],
      }),
    }),
  });

const eventsDescription = `The events to send: ${WEBHOOK_EVENTS.map((event) => event.type).join(', ')}.`;

const CreateWebhookInput = builder.inputType('CreateWebhookInput', {
  description: 'A new webhook of a team.',
  fields: (t) => ({
    teamId: t.globalID({
      required: true,
      for: TeamRef,
      description: 'The team (admins and owners).',
    }),
    url: t.string({ required: true, description: 'The http(s) address to POST events to.' }),
    kind: t.field({
      type: WebhookKindEnum,
      required: false,
      description:
        'JSON or Slack; by default SLACK for https://hooks.slack.com/ addresses, else GENERIC.',
    }),
    events: t.stringList({ required: true, description: eventsDescription }),
  }),
});

const UpdateWebhookInput = builder.inputType('UpdateWebhookInput', {
  description: 'What to change in a webhook; what is left out stays.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: WebhookRef, description: 'The webhook.' }),
    url: t.string({ required: false, description: 'A new address.' }),
    kind: t.field({ type: WebhookKindEnum, required: false, description: 'JSON or Slack.' }),
    events: t.stringList({ required: false, description: eventsDescription }),
    enabled: t.boolean({
      required: false,
      description: 'Switch it on (clearing its failures) or off.',
    }),
  }),
});

const WebhookIdInput = (name: string, description: string) =>
  idInput(name, description, { ref: WebhookRef, description: 'The webhook.' });
const DeleteWebhookInput = WebhookIdInput('DeleteWebhookInput', 'The webhook to delete.');
const RotateWebhookSecretInput = WebhookIdInput(
  'RotateWebhookSecretInput',
  'The webhook whose secret to replace.',
);
const SendWebhookTestEventInput = WebhookIdInput(
  'SendWebhookTestEventInput',
  'The webhook to send a test event to.',
);

builder.mutationFields((t) => ({
  createWebhook: t.withAuth({ signedIn: true }).field({
    type: CreateWebhookPayload,
    description: 'Adds a webhook to a team (admins and owners); the answer holds its secret, once.',
    args: { input: t.arg({ type: CreateWebhookInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const result = await createWebhook(
        context.viewer.userId,
        {
          teamId: input.teamId.id,
          url: input.url,
          kind: input.kind,
          events: input.events,
        },
        context.deps,
      );
      return {
        ...toPayload(result, (value) => value.webhookId),
        secret: result.ok ? result.value.secret : null,
      };
    },
  }),
  updateWebhook: t.withAuth({ signedIn: true }).field({
    type: UpdateWebhookPayload,
    description: 'Changes a webhook: its address, kind, events, or switches it on or off.',
    args: { input: t.arg({ type: UpdateWebhookInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toPayload(
        await updateWebhook(context.viewer.userId, input.id.id, input, context.deps),
        (value) => value.webhookId,
      ),
  }),
  deleteWebhook: t.withAuth({ signedIn: true }).field({
    type: DeleteWebhookPayload,
    description: 'Deletes a webhook and its delivery log.',
    args: { input: t.arg({ type: DeleteWebhookInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toDeletePayload(
        await deleteWebhook(context.viewer.userId, input.id.id),
        (value) => value.webhookId,
      ),
  }),
  rotateWebhookSecret: t.withAuth({ signedIn: true }).field({
    type: RotateWebhookSecretPayload,
    description: 'Replaces a webhook’s signing secret; the old one stops signing at once.',
    args: { input: t.arg({ type: RotateWebhookSecretInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const result = await rotateWebhookSecret(context.viewer.userId, input.id.id);
      return {
        ...toPayload(result, (value) => value.webhookId),
        secret: result.ok ? result.value.secret : null,
      };
    },
  }),
  sendWebhookTestEvent: t.withAuth({ signedIn: true }).field({
    type: SendWebhookTestEventPayload,
    description: 'Sends a `webhook.test` event to a webhook now (once, even while it is off).',
    args: { input: t.arg({ type: SendWebhookTestEventInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const result = await sendWebhookTestEvent(context.viewer.userId, input.id.id, context.deps);
      return {
        ...toPayload(result, (value) => value.webhookId),
        deliveryId: result.ok ? result.value.deliveryId : null,
      };
    },
  }),
}));
