// Outgoing webhooks (docs/webhooks.md): the events a team may send, and the rules the server
// enforces and Settings states.

export const WEBHOOK_EVENTS = [
  { type: 'swipe.created', label: 'A swipe is saved' },
  { type: 'swipe.updated', label: 'A swipe is changed' },
  { type: 'swipe.deleted', label: 'A swipe is deleted' },
  { type: 'comment.created', label: 'A comment is written' },
  { type: 'member.joined', label: 'A member joins the team' },
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]['type'];

/** The event "Send test event" sends, whatever the webhook's events. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export function isWebhookEvent(type: string): type is WebhookEventType {
  return WEBHOOK_EVENTS.some((event) => event.type === type);
}

/** A team's webhooks at most. */
export const MAX_WEBHOOKS_PER_TEAM = 10;

/** Tries per delivery: the first, then retries after 1, 4, 16 and 64 times the base wait. */
export const WEBHOOK_ATTEMPTS = 5;

/** Deliveries in a row that failed every attempt before the webhook is switched off. */
export const WEBHOOK_FAILURES_TO_DISABLE = 5;

/** What Settings proposes for a URL: Slack's incoming webhooks read a message, others JSON. */
export function suggestedWebhookKind(url: string): 'SLACK' | 'GENERIC' {
  try {
    return new URL(url).hostname === 'hooks.slack.com' ? 'SLACK' : 'GENERIC';
  } catch {
    return 'GENERIC';
  }
}

export const WEBHOOK_MESSAGES = {
  url: 'Enter the http(s) address to send events to.',
  events: 'Choose at least one event to send.',
  tooMany: `A team can have at most ${MAX_WEBHOOKS_PER_TEAM} webhooks.`,
  missing: 'This webhook does not exist.',
} as const;

/** Why the server switched a webhook off. */
export function disabledAfterFailures(): string {
  return `Switched off after ${WEBHOOK_FAILURES_TO_DISABLE} deliveries in a row failed every attempt.`;
}
