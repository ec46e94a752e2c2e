import { randomUUID } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { WEBHOOK_TEST_EVENT } from '@swipestack/common/webhooks';

// What a webhook is sent (docs/webhooks.md): one JSON envelope per event, `{id, type,
// createdAt, team, data}`, with the public-safe fields of what it is about and a link to it;
// a Slack webhook gets the same event as a Slack message instead.

export interface WebhookEnvelope {
  /** The event's id: the same for every webhook it goes to. */
  id: string;
  type: string;
  createdAt: string;
  team: { id: string; name: string };
  data: Record<string, unknown>;
}

export interface SwipeData {
  id: string;
  kind: string;
  title: string;
  url: string | null;
  source: string | null;
  notes: string | null;
  tags: string[];
  savedBy: { name: string } | null;
  createdAt: string;
  updatedAt: string;
  link: string;
  /** The swipe's picture (its thumbnail), readable by whoever has the address; null without one. */
  picture: string | null;
}

export interface CommentData {
  id: string;
  body: string;
  author: { name: string } | null;
  createdAt: string;
  swipe: { id: string; title: string; link: string };
}

export interface MemberData {
  name: string;
  role: string;
  joinedAt: string;
}

export function swipeLink(appOrigin: string, swipeId: string): string {
  return `${appOrigin}/swipes?swipe=${encodeURIComponent(encodeGlobalID('Swipe', swipeId))}`;
}

export function pictureLink(appOrigin: string, path: string | null): string | null {
  return path ? `${appOrigin}${path}` : null;
}

export function envelope(
  type: string,
  team: { id: string; name: string },
  data: Record<string, unknown>,
): WebhookEnvelope {
  return {
    id: randomUUID(),
    type,
    createdAt: new Date().toISOString(),
    team: { id: encodeGlobalID('Team', team.id), name: team.name },
    data,
  };
}

export function testPayload(
  webhook: { team: { id: string; name: string } },
  actorName: string | null,
  appOrigin: string,
): WebhookEnvelope {
  return envelope(WEBHOOK_TEST_EVENT, webhook.team, {
    message: 'A test event from Swipestack: this webhook is set up.',
    sentBy: actorName === null ? null : { name: actorName },
    link: `${appOrigin}/settings#webhooks`,
  });
}

// Slack -----------------------------------------------------------------------------------

/** Slack's mrkdwn reads `&`, `<` and `>` as markup. */
function slackEscape(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function linked(title: string, link: string): string {
  return `<${link}|${slackEscape(title.trim() || 'Untitled swipe')}>`;
}

function sentence(event: WebhookEnvelope): string {
  const team = slackEscape(event.team.name);
  const data = event.data;
  switch (event.type) {
    case 'swipe.created': {
      const swipe = data.swipe as SwipeData;
      const who = swipe.savedBy ? `*${slackEscape(swipe.savedBy.name)}*` : 'Someone';
      return `${who} saved ${linked(swipe.title, swipe.link)} (${swipe.kind.toLowerCase().replace('_', ' ')}) to ${team}`;
    }
    case 'swipe.updated': {
      const swipe = data.swipe as SwipeData;
      return `${linked(swipe.title, swipe.link)} was changed in ${team}`;
    }
    case 'swipe.deleted':
      return `A swipe was deleted from ${team}`;
    case 'comment.created': {
      const comment = data.comment as CommentData;
      const who = comment.author ? `*${slackEscape(comment.author.name)}*` : 'Someone';
      return `${who} commented on ${linked(comment.swipe.title, comment.swipe.link)} in ${team}`;
    }
    case 'member.joined': {
      const member = data.member as MemberData;
      return `*${slackEscape(member.name)}* joined ${team} as ${member.role.toLowerCase()}`;
    }
    default:
      return `Swipestack will post ${team}'s events in this channel.`;
  }
}

/** The event as a Slack incoming-webhook message: `text` for notifications, `blocks` to read. */
export function slackMessage(event: WebhookEnvelope) {
  const text = sentence(event);
  const blocks: object[] = [{ type: 'section', text: { type: 'mrkdwn', text } }];
  const swipe = event.data.swipe as SwipeData | undefined;
  const comment = event.data.comment as CommentData | undefined;
  if (comment)
    blocks.push({
      type: 'section',
      text: {
        type: 'mrkdwn',
        text: `> ${slackEscape(comment.body.slice(0, 500)).replaceAll('\n', '\n> ')}`,
      },
    });
  if (swipe?.picture && event.type !== 'swipe.deleted')
    blocks.push({ type: 'image', image_url: swipe.picture, alt_text: swipe.title || 'The swipe' });
  if (swipe?.url)
    blocks.push({
      type: 'context',
      elements: [{ type: 'mrkdwn', text: `From ${slackEscape(swipe.source ?? swipe.url)}` }],
    });
  const link = swipe?.link ?? comment?.swipe.link;
  if (link)
    blocks.push({
      type: 'actions',
      elements: [
        { type: 'button', text: { type: 'plain_text', text: 'Open in Swipestack' }, url: link },
      ],
    });
  return { text, blocks };
}
