import { FIELD_LIMITS } from '@swipestack/common/limits';
import { checkUrl } from '../../capture/ssrf-guard.js';
import { teamSwipeAllowance } from '../billing/swipe-limits.js';
import type { ServiceDeps } from '../deps.js';
import {
  FieldError,
  type NotAllowedError,
  type NotFoundError,
  type ServiceResult,
  SwipeBatchOverCapError,
  SwipeLimitError,
} from '../errors.js';
import { createImageSwipe } from '../swipes/image-swipes.js';
import { createSwipe, type SwipeError } from '../swipes/swipes.js';
import { Permission, requireTeamRole } from '../teams/permissions.js';
import {
  cleanSharedContent,
  discardShare,
  forgetSavedFiles,
  ownShare,
  type SharedContent,
  sharedImages,
} from './pending-shares.js';

export interface SaveShareInput extends SharedContent {
  /** A pending share (from the share target); without it, the fields given (`/share?url=…`). */
  shareId?: string | null | undefined;
  teamId: string;
  tags?: readonly string[] | null | undefined;
  collectionIds?: readonly string[] | null | undefined;
}

export type ShareSaveError = SwipeError | SwipeBatchOverCapError | NotAllowedError | NotFoundError;

export interface ShareDeps extends Pick<ServiceDeps, 'storage' | 'settings'> {
  /** Captures may reach private addresses (CAPTURE_ALLOW_PRIVATE_ADDRESSES, tests only). */
  allowPrivateAddresses: boolean;
}

/** A TEXT swipe's title when none was shared: its first line, cut at a word. */
export function titleFromText(text: string): string {
  const line = text.split('\n')[0]?.trim() ?? '';
  const max = 80;
  if (line.length <= max) return line || 'Shared text';
  const cut = line.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : max)}…`;
}

/**
 * Saves what was shared, in one go, through the swipes' own services (the rules of the web's
 * save: roles, the Free cap, sizes, fields): each image becomes an IMAGE swipe (with the link,
 * if any, as its source and the text as its notes); else a link becomes a WEBSITE swipe captured
 * like the web's add-by-URL (the text its notes), after the SSRF guard of captures has passed its
 * address; else the text becomes a TEXT swipe. A pending share is removed once saved.
 */
export async function saveShare(
  userId: string,
  input: SaveShareInput,
  deps: ShareDeps,
): Promise<ServiceResult<{ swipeIds: string[] }, ShareSaveError>> {
  let content = cleanSharedContent(input);
  let images: { data: Buffer; filename: string; key?: string }[] = [];
  let pending: { id: string; files: unknown } | null = null;
  if (input.shareId) {
    const found = await ownShare({ userId }, input.shareId);
    if (!found.ok) return { ok: false, errors: [found.error] };
    pending = found.share;
    content = { title: found.share.title, text: found.share.text, url: found.share.url };
    images = await sharedImages(found.share.files, deps.storage);
  }
  if (!content.url && !content.text && images.length === 0) {
    return {
      ok: false,
      errors: [new FieldError('share', 'There is nothing to save: share a link, text or image.')],
    };
  }

  const access = await requireTeamRole(userId, input.teamId, Permission.editContent);
  if (!access.ok) return { ok: false, errors: [access.error] };
  const needed = Math.max(1, images.length);
  const allowance = await teamSwipeAllowance(input.teamId, deps.settings.freeSwipeLimit);
  if (allowance?.limit != null && allowance.remaining != null && allowance.remaining < needed) {
    const error =
      allowance.remaining === 0
        ? new SwipeLimitError(allowance.limit)
        : new SwipeBatchOverCapError(allowance.limit, allowance.remaining, needed, 'saved');
    return { ok: false, errors: [error] };
  }
  if (images.length === 0 && content.url) {
    const guard = await checkUrl(content.url, { allowPrivate: deps.allowPrivateAddresses });
    if (!guard.ok) return { ok: false, errors: [new FieldError('url', guard.reason)] };
  }

  const filing = { teamId: input.teamId, tags: input.tags, collectionIds: input.collectionIds };
  const swipeIds: string[] = [];
  const saveOne = async () => {
    if (content.url) {
      return createSwipe(
        userId,
        {
          ...filing,
          kind: 'WEBSITE',
          createdVia: 'WEB',
          url: content.url,
          title: content.title,
          notes: content.text,
        },
        deps.settings,
      );
    }
    const text = content.text ?? '';
    return createSwipe(
      userId,
      {
        ...filing,
        kind: 'TEXT',
        createdVia: 'WEB',
        title: (content.title || titleFromText(text)).slice(0, FIELD_LIMITS.swipeTitle),
        text,
      },
      deps.settings,
    );
  };
  if (images.length === 0) {
    const result = await saveOne();
    if (!result.ok) return result;
    swipeIds.push(result.value.swipeId);
  }
  for (const image of images) {
    const result = await createImageSwipe(
      userId,
      image,
      {
        ...filing,
        createdVia: 'UPLOAD',
        title: images.length === 1 ? content.title : null,
        url: content.url,
        notes: content.text,
      },
      deps,
    );
    // The cap was checked above: only a save made meanwhile elsewhere stops one here; the
    // images saved before it stay saved, and the pending share keeps the rest for another try.
    if (!result.ok) {
      const saved = images.slice(0, swipeIds.length).flatMap((done) => done.key ?? []);
      if (pending && saved.length > 0) await forgetSavedFiles(pending, saved, deps.storage);
      return result;
    }
    swipeIds.push(result.value.swipeId);
  }
  if (pending) await discardShare(pending, deps.storage);
  return { ok: true, value: { swipeIds } };
}
