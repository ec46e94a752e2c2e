/**
 * AI Remix's rules (docs/remix.md), which the server enforces and the web app's form mirrors:
 * the brief's limits, how many variants one remix writes, and each plan's monthly quota.
 */

export const REMIX_PARTS = [
  { value: 'HEADLINE', label: 'Headline' },
  { value: 'BODY', label: 'Body copy' },
  { value: 'CALL_TO_ACTION', label: 'Call to action' },
  { value: 'SUBJECT_LINE', label: 'Email subject line' },
] as const;

export type RemixPartValue = (typeof REMIX_PARTS)[number]['value'];

/** The longest text each field of the brief takes, in characters. */
export const REMIX_BRIEF_LIMITS = { product: 2000, audience: 500, tone: 200 } as const;

export const REMIX_VARIANTS = { min: 1, max: 5, default: 3 } as const;

/** The most of a source swipe's text sent to the model; longer text is cut at this length. */
export const REMIX_SOURCE_TEXT_MAX = 6000;

/** Variants a team may have written per calendar month (UTC), by plan. */
export const REMIX_MONTHLY_QUOTA = { FREE: 30, PRO: 600, TEAM: 3000 } as const;

export function remixPartLabel(part: string): string {
  return REMIX_PARTS.find((p) => p.value === part)?.label ?? part;
}

/** What a user is told while the server has no AI provider (administrators get the setup). */
export const AI_REMIX_OFF = 'AI Remix is not switched on for this server — ask your administrator';

/** What a video's transcript says while the server has no AI provider (administrators get the setup). */
export const TRANSCRIPTS_OFF =
  'Transcripts need AI, which is not switched on for this server — ask your administrator';
