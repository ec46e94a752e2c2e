import { ImageTextStatus } from '../../generated/prisma/enums.js';
import type { FoundIn } from '../../services/swipe-list.js';
import { builder } from '../builder.js';

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
  } as const,
});

/** A search's page rows carry where they matched (services/swipe-list.ts); browsing's do not. */
export function foundInOf(node: unknown): FoundIn[] | null {
  return (node as { foundIn?: FoundIn[] }).foundIn ?? null;
}
