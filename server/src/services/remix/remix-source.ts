import { REMIX_SOURCE_TEXT_MAX } from '@swipestack/common/remix';

// The text of a swipe that AI Remix starts from: its notes and whatever text it holds (a
// page's text, an email's text, text read from its pictures), in that order.

export interface RemixableSwipe {
  notes: string | null;
  bodyText: string | null;
  emailText: string | null;
  imageText: string | null;
}

export const remixableSwipeSelect = {
  notes: true,
  bodyText: true,
  emailText: true,
  imageText: true,
} as const;

export function remixSourceText(swipe: RemixableSwipe): string {
  const parts = [swipe.notes, swipe.emailText ?? swipe.bodyText, swipe.imageText]
    .map((part) =>
      part
        ?.replace(/[ \t]+/g, ' ')
        .replace(/\n{3,}/g, '\n\n')
        .trim(),
    )
    .filter(Boolean);
  return parts.join('\n\n').slice(0, REMIX_SOURCE_TEXT_MAX);
}
