import { ImageTextStatus } from '../../../generated/prisma/enums.js';
import type { searchNotice } from '../../../services/swipes/swipe-filters.js';
import type { FoundIn } from '../../../services/swipes/swipe-list.js';
import { builder } from '../../builder.js';

// What search reads beyond a swipe's fields: the text found in its pictures (OCR), and where
// a search found a swipe (docs/swipes.md, "Search").

const ImageTextStatusEnum = builder.enumType(ImageTextStatus, {
  name: 'ImageTextStatus',
  description: "Where reading the text in a swipe's pictures (OCR) stands.",
  values: {
    NONE: { description: 'Nothing to read: the swipe has no image of its own or from an email.' },
    PENDING: { description: 'Waiting for the text reader.' },
    DONE: { description: 'Read: imageText holds what was found (empty when nothing was).' },
    FAILED: { description: 'The pictures could not be read.' },
  },
});

builder.prismaObjectFields('Swipe', (t) => ({
  imageText: t.exposeString('imageText', {
    nullable: true,
    description:
      'The text found in its image, or in the images of its email (OCR; null until read), searched like its other texts.',
  }),
  imageTextStatus: t.expose('imageTextStatus', {
    type: ImageTextStatusEnum,
    description: 'Where reading the text in its pictures stands.',
  }),
}));

export const FoundInEnum = builder.enumType('SwipeFoundIn', {
  description: 'Where a search found a swipe: one of its texts that holds a searched word.',
  values: {
    TITLE: { description: 'Its title.' },
    NOTES: { description: 'Its notes.' },
    SOURCE: { description: 'The site, sender or brand it came from.' },
    PAGE_TEXT: { description: 'The text of its captured page.' },
    EMAIL_TEXT: { description: 'The text of its email (HTML or plain text).' },
    IMAGE_TEXT: { description: 'The text found in its pictures.' },
    TRANSCRIPT: { description: 'The transcript of its video.' },
    TAG: { description: 'The name of one of its tags.' },
    COLLECTION: { description: 'The name of one of its collections.' },
  } as const,
});

const SearchNoticeCodeEnum = builder.enumType('SwipeSearchNoticeCode', {
  description: 'What a search left out of the text it was given.',
  values: {
    TOO_LONG: { description: 'Everything after its first 500 characters.' },
    TOO_MANY_WORDS: { description: 'Every word after its first 12.' },
  } as const,
});

type Notice = NonNullable<ReturnType<typeof searchNotice>>;

const SearchNoticeRef = builder.objectRef<Notice>('SwipeSearchNotice').implement({
  description:
    'Said when a search used only part of its text: searches use the first 500 characters and the first 12 words of them.',
  fields: (t) => ({
    code: t.expose('code', { type: SearchNoticeCodeEnum, description: 'What was left out.' }),
    message: t.exposeString('message', { description: 'What was left out, in a sentence.' }),
  }),
});

/**
 * The options of the swipes connection type: a search that used only part of its text says so
 * (`searchNotice`) instead of failing, whatever its length.
 */
export const searchNoticeConnection = {
  // biome-ignore lint/suspicious/noExplicitAny: Pothos types this builder per connection
  fields: (t: any) => ({
    searchNotice: t.field({
      type: SearchNoticeRef,
      nullable: true,
      description:
        'Set when the search used only part of its text (beyond 500 characters or 12 words); null otherwise.',
      resolve: (connection: { searchNotice?: Notice | null }) => connection.searchNotice ?? null,
    }),
  }),
};

/** A search's page rows carry where they matched (services/swipes/swipe-list.ts); browsing's do not. */
export function foundInOf(node: unknown): FoundIn[] | null {
  return (node as { foundIn?: FoundIn[] }).foundIn ?? null;
}
