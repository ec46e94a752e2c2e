import { queryFromInfo } from '@pothos/plugin-prisma';
import { prisma } from '../../../db/client.js';
import {
  type EMAIL_SETTINGS,
  type NotificationChoices,
  notificationChoices,
  unsubscribe,
  updateNotificationChoices,
} from '../../../services/notifications/notification-settings.js';
import {
  markNotificationsRead,
  notificationsVisibleTo,
  unreadNotificationCount,
} from '../../../services/notifications/notifications.js';
import { nobody, uuidOrNobody } from '../../../services/teams/visibility.js';
import { builder } from '../../builder.js';
import { orderedConnection } from '../../connections.js';
import { countedConnection } from '../../counted-connection.js';
import { AccountError } from '../errors.js';
import { viewerPayload } from '../payloads.js';

// The inbox (docs/collaboration.md): notifications of mentions, replies, comments on one's
// swipes and invites; the unread count; marking read; the choices in Settings; and the
// unsubscribe links of emails, which work without signing in.

const NotificationKindEnum = builder.enumType('NotificationKind', {
  description: 'Why a notification was sent.',
  values: {
    MENTION: { description: 'A comment mentions the viewer.' },
    REPLY: { description: 'A reply in a thread the viewer wrote in.' },
    COMMENT: { description: 'A comment on a swipe the viewer saved.' },
    INVITE: { description: 'An invite to join a team (its name is in `teamName`).' },
    WEBHOOK_DISABLED: {
      description:
        'A webhook of a team the viewer administers was switched off after failing (its address is in `webhookUrl`).',
    },
  } as const,
});

const NotificationRef = builder.prismaNode('Notification', {
  description: "An item of the viewer's inbox.",
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, context) => ({
    id: uuidOrNobody(id),
    AND: [notificationsVisibleTo(context.viewer?.userId ?? nobody)],
  }),
  fields: (t) => ({
    kind: t.expose('kind', { type: NotificationKindEnum, description: 'Why it was sent.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was sent.' }),
    readAt: t.expose('readAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the viewer read it; null: unread.',
    }),
    actor: t.relation('actor', {
      nullable: true,
      description: 'Who caused it; null once their account is gone.',
    }),
    teamName: t.string({
      description: 'The name of the team it happened in (or that the invite is to).',
      select: { team: { select: { name: true } } },
      resolve: (notification) => notification.team.name,
    }),
    comment: t.relation('comment', {
      nullable: true,
      description: 'The comment it is about (with its swipe and team); null for an invite.',
    }),
    webhookUrl: t.string({
      nullable: true,
      description: 'For WEBHOOK_DISABLED: the address of the webhook that was switched off.',
      select: { webhook: { select: { url: true } } },
      resolve: (notification) => notification.webhook?.url ?? null,
    }),
  }),
});

const NotificationSettingsRef = builder
  .objectRef<NotificationChoices>('NotificationSettings')
  .implement({
    description:
      "The viewer's notification choices: which kinds reach their inbox, and which emails they get.",
    fields: (t) => ({
      mentions: t.exposeBoolean('mentions', { description: 'Mentions in comments.' }),
      replies: t.exposeBoolean('replies', { description: 'Replies in threads they wrote in.' }),
      comments: t.exposeBoolean('comments', { description: 'Comments on swipes they saved.' }),
      invites: t.exposeBoolean('invites', { description: 'Invites to join a team.' }),
      mentionEmails: t.exposeBoolean('mentionEmails', {
        description: 'An email about mentions they have not read after being away 15 minutes.',
      }),
      dailyDigest: t.exposeBoolean('dailyDigest', {
        description: 'A daily email of unread notifications.',
      }),
      trackedAdsDigest: t.exposeBoolean('trackedAdsDigest', {
        description: "A daily email of the new ads of their teams' tracked brands (Ad Finder).",
      }),
    }),
  });

// Fields of the user themself: the User type lets no one else read them
// (graphql/schema/accounts/user.ts).
builder.prismaObjectFields('User', (t) => ({
  notifications: t.connection(
    {
      type: NotificationRef,
      description:
        "The user's inbox, newest first (only for the user themself). Pages both ways, 20 by default, at most 100.",
      args: { unreadOnly: t.arg.boolean({ description: 'Only the unread ones.' }) },
      select: { id: true },
      resolve: (user, args, context, info) => {
        const query = queryFromInfo({
          context,
          info,
          typeName: 'Notification',
          path: ['edges', 'node'],
        });
        return orderedConnection(args, 20, {
          prefix: 'notification',
          field: 'createdAt',
          direction: 'desc',
          type: 'date',
          where: {
            AND: [notificationsVisibleTo(user.id), args.unreadOnly ? { readAt: null } : {}],
          },
          findMany: (found) => prisma().notification.findMany({ ...query, ...found }),
          count: (counted) => prisma().notification.count(counted),
        });
      },
    },
    countedConnection,
  ),
  unreadNotificationCount: t.int({
    description: 'How many notifications of their inbox are unread (only for the user themself).',
    select: { id: true },
    resolve: (user) => unreadNotificationCount(user.id),
  }),
  notificationSettings: t.field({
    type: NotificationSettingsRef,
    nullable: true,
    description: 'Their notification choices (only for the user themself).',
    select: { id: true },
    resolve: (user) => notificationChoices(user.id),
  }),
}));

const ViewerPayload = viewerPayload('MarkNotificationsReadPayload', AccountError, {
  payload: 'The result of marking notifications read: the viewer (their unread count).',
  viewer: 'The viewer as they are now.',
});

const MarkNotificationsReadInput = builder.inputType('MarkNotificationsReadInput', {
  description: 'Notifications to mark read: some, or all.',
  fields: (t) => ({
    ids: t.globalIDList({ for: NotificationRef, description: 'These notifications.' }),
    all: t.boolean({ description: 'Every notification of the inbox.' }),
  }),
});

const UpdateNotificationSettingsInput = builder.inputType('UpdateNotificationSettingsInput', {
  description: 'The notification choices to change (the others stay).',
  fields: (t) => ({
    mentions: t.boolean({ description: 'Mentions in comments, in the inbox.' }),
    replies: t.boolean({ description: 'Replies in threads, in the inbox.' }),
    comments: t.boolean({ description: 'Comments on swipes they saved, in the inbox.' }),
    invites: t.boolean({ description: 'Invites to join a team, in the inbox.' }),
    mentionEmails: t.boolean({ description: 'The email about unread mentions.' }),
    dailyDigest: t.boolean({ description: 'The daily digest email.' }),
    trackedAdsDigest: t.boolean({ description: "The daily email of tracked brands' new ads." }),
  }),
});

const UpdateNotificationSettingsPayload = builder
  .objectRef<{ settings: NotificationChoices | null; errors: object[] }>(
    'UpdateNotificationSettingsPayload',
  )
  .implement({
    description: 'The result of changing notification choices.',
    fields: (t) => ({
      settings: t.field({
        type: NotificationSettingsRef,
        nullable: true,
        description: 'The choices as they are now.',
        resolve: (p) => p.settings,
      }),
      errors: t.field({
        type: [AccountError],
        description: 'Why the mutation failed; empty when it succeeded.',
        resolve: (p) => p.errors as never,
      }),
    }),
  });

const EmailKindEnum = builder.enumType('NotificationEmailKind', {
  description: 'An email an unsubscribe link can stop.',
  values: {
    MENTIONS: { description: 'Emails about unread mentions.' },
    DAILY_DIGEST: { description: 'The daily digest of unread notifications.' },
    TRACKED_ADS_DIGEST: { description: "The daily email of tracked brands' new ads." },
  } as const,
});

const UnsubscribeInput = builder.inputType('UnsubscribeFromEmailsInput', {
  description: "An email's unsubscribe link: its token and the email it stops.",
  fields: (t) => ({
    token: t.string({ required: true, description: "The link's token." }),
    email: t.field({ type: EmailKindEnum, required: true, description: 'The email to stop.' }),
  }),
});

const UnsubscribePayload = builder
  .objectRef<{ email: keyof typeof EMAIL_SETTINGS | null; errors: object[] }>(
    'UnsubscribeFromEmailsPayload',
  )
  .implement({
    description: 'The result of an unsubscribe link: the email stopped, or why not.',
    fields: (t) => ({
      email: t.field({
        type: EmailKindEnum,
        nullable: true,
        description: 'The email that will no longer be sent; null when the link failed.',
        resolve: (p) => p.email,
      }),
      errors: t.field({
        type: [AccountError],
        description: 'Why the link failed; empty when it worked.',
        resolve: (p) => p.errors as never,
      }),
    }),
  });

builder.mutationFields((t) => ({
  markNotificationsRead: t.withAuth({ signedIn: true }).field({
    type: ViewerPayload,
    description: "Marks some of the viewer's notifications read, or all of them.",
    args: { input: t.arg({ type: MarkNotificationsReadInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      // An administrator viewing the account leaves its unread notifications as they were.
      if (context.viewer.impersonatorId) return { userId: context.viewer.userId, errors: [] };
      await markNotificationsRead(context.viewer.userId, {
        ids: (input.ids ?? []).map((id) => id.id),
        all: input.all ?? false,
      });
      return { userId: context.viewer.userId, errors: [] };
    },
  }),
  updateNotificationSettings: t.withAuth({ signedIn: true }).field({
    type: UpdateNotificationSettingsPayload,
    description: "Changes the viewer's notification choices.",
    args: { input: t.arg({ type: UpdateNotificationSettingsInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const change = Object.fromEntries(
        Object.entries(input).filter(([, value]) => typeof value === 'boolean'),
      ) as Partial<NotificationChoices>;
      return {
        settings: await updateNotificationChoices(context.viewer.userId, change),
        errors: [],
      };
    },
  }),
  unsubscribeFromEmails: t.field({
    type: UnsubscribePayload,
    description:
      "An email's unsubscribe link: stops that email for its recipient, signed in or not.",
    args: { input: t.arg({ type: UnsubscribeInput, required: true }) },
    resolve: async (_root, { input }) => {
      const result = await unsubscribe(input.token, input.email);
      return result.ok
        ? { email: result.value.email, errors: [] }
        : { email: null, errors: result.errors };
    },
  }),
}));
