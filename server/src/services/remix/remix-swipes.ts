import { FIELD_LIMITS } from '@swipestack/common/limits';
import { prisma } from '../../db/client.js';
import { FieldError, NotAllowedError, type ServiceResult } from '../errors.js';
import { createSwipe, type Settings, type SwipeError } from '../swipes/swipes.js';
import { teamContentVisibleTo } from '../teams/visibility.js';
import { editableVariant } from './remixes.js';

// Saving a remix variant as a TEXT swipe of its team (docs/remix.md): the swipe counts against
// the plan's cap like any other, and the variant links to it (the swipe's `remixedFrom` leads
// back to the remix's source). A variant is saved once.

class AlreadySaved extends Error {}

/** For a swipe saved from a remix: the swipe that remix started from, if the user may see it. */
export async function remixSourceOf(swipeId: string, userId: string | undefined) {
  const variant = await prisma().remixVariant.findFirst({
    where: { savedSwipeId: swipeId },
    select: { remix: { select: { sourceSwipeId: true } } },
  });
  const sourceId = variant?.remix.sourceSwipeId;
  if (!sourceId) return null;
  return prisma().swipe.findFirst({
    where: { id: sourceId, ...teamContentVisibleTo(userId) },
    select: { id: true },
  });
}

/** The swipe's title: the variant's first line without its part label ("Headline: …"). */
export function remixSwipeTitle(text: string, sourceTitle: string | null): string {
  const first = text
    .split('\n')
    .map((line) => line.replace(/^[A-Za-z ]{2,30}:\s*/, '').trim())
    .find(Boolean);
  const title = first || (sourceTitle ? `Remix of ${sourceTitle}` : 'AI remix');
  return title.length > FIELD_LIMITS.swipeTitle
    ? `${title.slice(0, FIELD_LIMITS.swipeTitle - 1)}…`
    : title;
}

export async function saveRemixVariant(
  userId: string,
  variantId: string,
  collectionIds: readonly string[],
  settings: Settings,
): Promise<ServiceResult<{ swipeId: string; variantId: string }, SwipeError>> {
  const found = await editableVariant(userId, variantId);
  if (!found.ok) return { ok: false, errors: [found.error] };
  const { variant } = found;
  if (variant.status === 'WRITING')
    return {
      ok: false,
      errors: [
        new NotAllowedError('This variant is still being written; save it once it is done.'),
      ],
    };
  if (!variant.text.trim())
    return { ok: false, errors: [new FieldError('text', 'This variant has no text to save.')] };
  try {
    const created = await createSwipe(
      userId,
      {
        teamId: variant.remix.teamId,
        kind: 'TEXT',
        createdVia: 'REMIX',
        title: remixSwipeTitle(variant.text, variant.remix.sourceTitle),
        source: 'AI Remix',
        text: variant.text,
        collectionIds,
        alsoInTransaction: async (tx, swipeId) => {
          const linked = await tx.remixVariant.updateMany({
            where: { id: variant.id, savedSwipeId: null },
            data: { savedSwipeId: swipeId },
          });
          if (!linked.count) throw new AlreadySaved();
        },
      },
      settings,
    );
    if (!created.ok) return created;
    return { ok: true, value: { swipeId: created.value.swipeId, variantId: variant.id } };
  } catch (error) {
    if (error instanceof AlreadySaved)
      return { ok: false, errors: [new NotAllowedError('This variant is saved already.')] };
    throw error;
  }
}
