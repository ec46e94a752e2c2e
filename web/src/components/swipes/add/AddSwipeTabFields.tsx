import { FIELD_LIMITS } from '@swipestack/common/limits';
import {
  UPLOAD_ACCEPT,
  UPLOAD_LIMITS_TEXT,
  VIDEO_ACCEPT,
  type VideoPlan,
  videoLimitsText,
} from '@swipestack/common/uploads';
import { TextField } from '../../forms';
import { CaptureUnavailableNote } from '../CaptureUnavailableNote';
import { DropZone } from './DropZone';
import { ExistingSwipeWarning } from './ExistingSwipeWarning';
import { KindSelect, TEXT_KINDS, URL_KINDS } from './KindSelect';
import { UploadProgress } from './UploadProgress';
import type { useAddSwipeForm } from './useAddSwipeForm';

type AddSwipeForm = ReturnType<typeof useAddSwipeForm>;

const IMAGE_MEDIA = { noun: 'image', accept: UPLOAD_ACCEPT, limits: UPLOAD_LIMITS_TEXT } as const;

/** The fields of the add dialog's tab: a page's address, an image, a video, or a text's title. */
export function AddSwipeTabFields({
  form: { tab, values, set, fieldErrors, chooseFile, uploadProgress, cancelUpload },
  teamId,
  plan,
  onOpenSwipe,
}: {
  form: AddSwipeForm;
  teamId: string;
  /** The team's plan: the video limit the drop zone states. */
  plan: VideoPlan;
  /** The address is saved already and its swipe is opened instead. */
  onOpenSwipe: () => void;
}) {
  const titleField = (label: string, hint: string | undefined, autoFocus: boolean) => (
    <TextField
      name="title"
      label={label}
      hint={hint}
      value={values.title}
      onChange={(event) => set.title(event.target.value)}
      maxLength={FIELD_LIMITS.swipeTitle}
      error={fieldErrors.title}
      autoFocus={autoFocus}
    />
  );
  if (tab === 'url')
    return (
      <>
        <TextField
          name="url"
          label="Page address"
          type="url"
          inputMode="url"
          placeholder="https://example.com/pricing"
          maxLength={FIELD_LIMITS.swipeUrl}
          value={values.url}
          onChange={(event) => set.url(event.target.value)}
          error={fieldErrors.url}
          autoFocus
        />
        <ExistingSwipeWarning teamId={teamId} url={values.url} onOpenSwipe={onOpenSwipe} />
        <CaptureUnavailableNote />
        {titleField('Title (optional)', "Left empty, the page's own title is used.", false)}
        <KindSelect
          value={values.urlKind}
          onChange={set.urlKind}
          options={URL_KINDS}
          error={fieldErrors.kind}
        />
      </>
    );
  if (tab === 'image' || tab === 'video')
    return (
      <>
        <DropZone
          media={
            tab === 'image'
              ? IMAGE_MEDIA
              : { noun: 'video', accept: VIDEO_ACCEPT, limits: videoLimitsText(plan) }
          }
          file={values.file}
          onFile={chooseFile}
          error={fieldErrors.file}
        />
        {values.file && uploadProgress !== null ? (
          <div className="flex items-end gap-3">
            <div className="min-w-0 flex-1">
              <UploadProgress fraction={uploadProgress} name={values.file.name} />
            </div>
            {tab === 'video' ? (
              <button type="button" className="btn-secondary !py-1 !text-sm" onClick={cancelUpload}>
                Cancel upload
              </button>
            ) : null}
          </div>
        ) : null}
        {titleField('Title (optional)', 'Left empty, the file name is used.', false)}
      </>
    );
  return (
    <>
      {titleField('Title', undefined, true)}
      <KindSelect
        value={values.textKind}
        onChange={set.textKind}
        options={TEXT_KINDS}
        error={fieldErrors.kind}
      />
    </>
  );
}
