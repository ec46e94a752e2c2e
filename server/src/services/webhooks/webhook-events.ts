import { encodeGlobalID } from '@pothos/plugin-relay';
import type { WebhookEventType } from '@swipestack/common/webhooks';
import { prisma } from '../../db/client.js';
import type { TeamEvent, TeamEventKind } from '../../realtime/channels.js';
import { thumbnailPath } from '../swipes/swipe-media.js';
import type { DeliveryDeps } from './webhook-deliveries.js';
import { queueDeliveries } from './webhook-deliveries.js';
import {
  type CommentData,
  envelope,
  type MemberData,
  pictureLink,
  type SwipeData,
  swipeLink,
} from './webhook-payloads.js';
import { mayHaveWebhooks } from './webhook-teams.js';

// Which team events go to webhooks. They are heard where every change is published
// (realtime/team-events.ts), once per change whatever made it: GraphQL, REST, the extension,
// inbound email, imports, bulk actions, captures and the text read from pictures (both of
// which change a swipe: `swipe.updated`). The events of one tick (a bulk action publishes one per
// swipe) are sent together: one read of the team's webhooks, one of the swipes.

const TYPE_OF: Partial<Record<TeamEventKind, WebhookEventType>> = {
  SWIPE_CREATED: 'swipe.created',
  SWIPE_UPDATED: 'swipe.updated',
  SWIPE_DELETED: 'swipe.deleted',
  COMMENT_CHANGED: 'comment.created',
  MEMBER_JOINED: 'member.joined',
};

function typeOf(event: TeamEvent): WebhookEventType | undefined {
  if (event.kind === 'COMMENT_CHANGED' && !event.created) return undefined;
  return TYPE_OF[event.kind];
}

/** The listener server.ts binds: gathers a tick's events per team, then sends them. */
export function webhookEventListener(deps: DeliveryDeps) {
  let waiting: Map<string, TeamEvent[]> | null = null;
  return (event: TeamEvent) => {
    if (!typeOf(event) || !mayHaveWebhooks(event.teamId)) return;
    if (!waiting) {
      const batch = new Map<string, TeamEvent[]>();
      waiting = batch;
      setImmediate(() => {
        waiting = null;
        for (const [teamId, events] of batch)
          sendTeamEvents(teamId, events, deps).catch((error: unknown) =>
            console.error('Webhook events could not be queued', error),
          );
      });
    }
    const list = waiting.get(event.teamId) ?? [];
    list.push(event);
    waiting.set(event.teamId, list);
  };
}

async function sendTeamEvents(teamId: string, events: TeamEvent[], deps: DeliveryDeps) {
  const types = [...new Set(events.map(typeOf))].filter((type) => type !== undefined);
  const webhooks = await prisma().teamWebhook.findMany({
    where: { teamId, enabled: true, events: { hasSome: types } },
    select: { id: true, kind: true, events: true, team: { select: { id: true, name: true } } },
  });
  const team = webhooks[0]?.team;
  if (!team) return;
  const data = await eventData(events, deps.appOrigin);
  const queued = events.flatMap((event) => {
    const type = typeOf(event);
    const body = data.get(event);
    if (!type || !body) return [];
    const payload = envelope(type, team, body);
    return webhooks
      .filter((webhook) => webhook.events.includes(type))
      .map((webhook) => ({ webhook, event: type, payload }));
  });
  await queueDeliveries(queued);
}

const swipeFields = {
  id: true,
  kind: true,
  title: true,
  url: true,
  source: true,
  notes: true,
  media: true,
  createdAt: true,
  updatedAt: true,
  author: { select: { name: true } },
  tags: { select: { tag: { select: { title: true } } } },
} as const;

/** Each event's `data`; an event whose subject is gone by now (deleted meanwhile) has none. */
async function eventData(events: TeamEvent[], appOrigin: string) {
  const idsOf = (kind: TeamEventKind) =>
    events.filter((event) => event.kind === kind).map((event) => event.id);
  const [swipes, comments, members] = await Promise.all([
    prisma().swipe.findMany({
      where: { id: { in: [...idsOf('SWIPE_CREATED'), ...idsOf('SWIPE_UPDATED')] } },
      select: swipeFields,
    }),
    prisma().comment.findMany({
      where: { id: { in: idsOf('COMMENT_CHANGED') } },
      select: {
        id: true,
        body: true,
        createdAt: true,
        author: { select: { name: true } },
        swipe: { select: { id: true, title: true } },
      },
    }),
    prisma().teamMember.findMany({
      where: { id: { in: idsOf('MEMBER_JOINED') } },
      select: { id: true, role: true, createdAt: true, user: { select: { name: true } } },
    }),
  ]);
  const swipeOf = new Map(
    swipes.map((swipe): [string, SwipeData] => [
      swipe.id,
      {
        id: encodeGlobalID('Swipe', swipe.id),
        kind: swipe.kind,
        title: swipe.title,
        url: swipe.url,
        source: swipe.source,
        notes: swipe.notes,
        tags: swipe.tags.map((tag) => tag.tag.title),
        savedBy: swipe.author ? { name: swipe.author.name } : null,
        createdAt: swipe.createdAt.toISOString(),
        updatedAt: swipe.updatedAt.toISOString(),
        link: swipeLink(appOrigin, swipe.id),
        picture: pictureLink(appOrigin, thumbnailPath(swipe.media)),
      },
    ]),
  );
  const commentOf = new Map(
    comments.map((comment): [string, CommentData] => [
      comment.id,
      {
        id: encodeGlobalID('Comment', comment.id),
        body: comment.body,
        author: comment.author ? { name: comment.author.name } : null,
        createdAt: comment.createdAt.toISOString(),
        swipe: {
          id: encodeGlobalID('Swipe', comment.swipe.id),
          title: comment.swipe.title,
          link: swipeLink(appOrigin, comment.swipe.id),
        },
      },
    ]),
  );
  const memberOf = new Map(
    members.map((member): [string, MemberData] => [
      member.id,
      { name: member.user.name, role: member.role, joinedAt: member.createdAt.toISOString() },
    ]),
  );
  const data = new Map<TeamEvent, Record<string, unknown>>();
  for (const event of events) {
    const swipe = swipeOf.get(event.id);
    const comment = commentOf.get(event.id);
    const member = memberOf.get(event.id);
    if (event.kind === 'SWIPE_DELETED')
      data.set(event, { swipe: { id: encodeGlobalID('Swipe', event.id) } });
    else if (swipe) data.set(event, { swipe });
    else if (comment) data.set(event, { comment });
    else if (member) data.set(event, { member });
  }
  return data;
}
