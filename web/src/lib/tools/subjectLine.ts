import { countEmoji, graphemes, words } from './text';

/**
 * The subject line checker (/tools/subject-line-checker). Pure, so it runs on every keystroke
 * and is unit-tested. Inbox widths are typical visible lengths, not promises: each app and
 * screen differs, and docs/web.md says where the figures come from.
 */
export const INBOX_WIDTHS = [
  { id: 'mobile-narrow', label: 'Small phone (Gmail app)', chars: 33 },
  { id: 'iphone', label: 'iPhone Mail', chars: 41 },
  { id: 'outlook', label: 'Outlook desktop', chars: 55 },
  { id: 'gmail-desktop', label: 'Gmail on a laptop', chars: 70 },
] as const;

/** Words and phrases that spam filters and wary readers associate with junk mail. */
export const SPAM_TRIGGERS = [
  '100% free',
  'act now',
  'apply now',
  'as seen on',
  'buy now',
  'call now',
  'cash',
  'cheap',
  'click here',
  'congratulations',
  'double your',
  'earn money',
  'extra income',
  'free',
  'get paid',
  'guarantee',
  'guaranteed',
  'increase sales',
  'limited time',
  'lowest price',
  'make money',
  'no cost',
  'no obligation',
  'once in a lifetime',
  'order now',
  'prize',
  'risk-free',
  'special promotion',
  'urgent',
  'winner',
  'you have been selected',
] as const;

export type Rating = 'good' | 'ok' | 'poor';

export interface Truncation {
  id: string;
  label: string;
  chars: number;
  fits: boolean;
  /** What the inbox shows: the whole line, or its start and an ellipsis. */
  shown: string;
}

export interface SubjectLineReport {
  characters: number;
  words: number;
  emoji: number;
  exclamationMarks: number;
  /** Words of two or more letters written entirely in capitals. */
  capsWords: string[];
  spamTriggers: string[];
  truncation: Truncation[];
  lengthRating: Rating;
  /** Plain-language advice, most important first. */
  tips: string[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function findSpamTriggers(subject: string): string[] {
  const lower = subject.toLowerCase();
  const found = SPAM_TRIGGERS.filter((phrase) =>
    new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(phrase)}(?=$|[^\\p{L}\\p{N}])`, 'u').test(lower),
  );
  // "100% free" already covers "free"; "guaranteed" covers "guarantee".
  return found.filter((p) => !found.some((other) => other !== p && other.includes(p)));
}

export function truncate(subject: string, chars: number): Truncation['shown'] {
  const parts = graphemes(subject);
  if (parts.length <= chars) return subject;
  return `${parts
    .slice(0, chars - 1)
    .join('')
    .trimEnd()}…`;
}

export function checkSubjectLine(input: string): SubjectLineReport {
  const subject = input.replace(/\s+/g, ' ').trim();
  const characters = graphemes(subject).length;
  const list = words(subject);
  const emoji = countEmoji(subject);
  const exclamationMarks = (subject.match(/!/g) ?? []).length;
  const capsWords = list.filter(
    (w) => w.length >= 2 && /\p{Lu}/u.test(w) && w === w.toUpperCase() && !/^\d+$/.test(w),
  );
  const spamTriggers = findSpamTriggers(subject);
  const truncation = INBOX_WIDTHS.map(({ id, label, chars }) => ({
    id,
    label,
    chars,
    fits: characters <= chars,
    shown: truncate(subject, chars),
  }));
  const lengthRating: Rating =
    characters >= 20 && characters <= 50
      ? 'good'
      : characters > 0 && characters <= 70
        ? 'ok'
        : 'poor';

  const tips: string[] = [];
  if (!subject) {
    return {
      characters,
      words: 0,
      emoji,
      exclamationMarks,
      capsWords,
      spamTriggers,
      truncation,
      lengthRating: 'poor',
      tips: ['Type a subject line to check it.'],
    };
  }
  if (characters > 41) {
    tips.push(
      `Phones cut this line after about 41 characters: put the words that matter in the first ${Math.min(41, characters)}.`,
    );
  } else if (characters < 20) {
    tips.push('Very short lines can work, but make sure it still says why to open the email.');
  } else {
    tips.push('The whole line fits on most phones.');
  }
  if (spamTriggers.length) {
    tips.push(
      `Spam filters and readers distrust: ${spamTriggers.map((t) => `“${t}”`).join(', ')}. Say it another way.`,
    );
  }
  if (capsWords.length) tips.push('Words in capitals read as shouting and look like spam.');
  if (exclamationMarks > 1) tips.push('Use one exclamation mark at most.');
  if (emoji > 2)
    tips.push('More than two emoji crowd the line and some inboxes show them as boxes.');
  else if (emoji > 0)
    tips.push('An emoji can stand out; check how it looks in your readers’ main inboxes.');
  if (list.length > 9)
    tips.push('Over nine words: readers skim subject lines, so cut what the preview text can say.');
  return {
    characters,
    words: list.length,
    emoji,
    exclamationMarks,
    capsWords,
    spamTriggers,
    truncation,
    lengthRating,
    tips,
  };
}
