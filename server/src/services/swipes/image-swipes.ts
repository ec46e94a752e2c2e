import { titleFromFilename } from '@swipestack/common/filenames';
import type { SwipeKind } from '../../generated/prisma/enums.js';
import { validateAndNormalizeUpload } from '../../images/upload-rules.js';
import { SWIPE_IMAGE } from '../../storage/storage.js';
import { completeOnboardingStep } from '../accounts/user-metadata.js';
import type { ServiceDeps } from '../deps.js';
import type { ServiceResult } from '../errors.js';
import { FieldError } from '../errors.js';
import { Permission, requireTeamRole } from '../teams/permissions.js';
import { type CreateSwipeInput, createSwipe, type SwipeError } from './swipes.js';

export interface ImageUpload {
  data: Buffer;
  filename?: string | undefined;
  contentType?: string | undefined;
}

/**
 * An IMAGE swipe (or, with a page kind and URL, a page's screenshot) from an uploaded file: the file is checked by its content, re-encoded and
 * stored, then the swipe is created; if the swipe cannot be created the file is removed, so
 * nothing is half-saved.
 */
export async function createImageSwipe(
  userId: string,
  upload: ImageUpload,
  input: Omit<CreateSwipeInput, 'kind' | 'media'> & { kind?: SwipeKind | null | undefined },
  deps: Pick<ServiceDeps, 'storage' | 'settings'>,
): Promise<ServiceResult<{ swipeId: string }, SwipeError>> {
  // Cheap refusals first, before any decoding.
  const access = await requireTeamRole(userId, input.teamId, Permission.editContent);
  if (!access.ok) return { ok: false, errors: [access.error] };
  const checked = await validateAndNormalizeUpload(upload.data, upload);
  if (!checked.ok) return { ok: false, errors: [new FieldError('file', checked.message)] };

  const { image } = checked;
  const { key } = await deps.storage.put(SWIPE_IMAGE, image.data, image.contentType);
  try {
    const result = await createSwipe(
      userId,
      {
        ...input,
        kind: input.kind ?? 'IMAGE',
        title: input.title?.trim() ? input.title : titleFromFilename(upload.filename, 'Image'),
        media: {
          image: { key, width: image.width, height: image.height, contentType: image.contentType },
        },
      },
      deps.settings,
    );
    if (!result.ok) await deps.storage.delete(SWIPE_IMAGE, key);
    else if (input.createdVia === 'UPLOAD') await completeOnboardingStep(userId, 'swipe_upload');
    return result;
  } catch (error) {
    await deps.storage.delete(SWIPE_IMAGE, key);
    throw error;
  }
}
