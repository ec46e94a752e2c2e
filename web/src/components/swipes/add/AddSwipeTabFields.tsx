import { FIELD_LIMITS } from '@swipestack/common/limits';
import { TextField } from '../../forms';
import { CaptureUnavailableNote } from '../CaptureUnavailableNote';
import { DropZone } from './DropZone';
import { ExistingSwipeWarning } from './ExistingSwipeWarning';
import { KindSelect, TEXT_KINDS, URL_KINDS } from './KindSelect';
import { UploadProgress } from './UploadProgress';
import type { useAddSwipeForm } from './useAddSwipeForm';

type AddSwipeForm = ReturnType<typeof useAddSwipeForm>;

/** The fields of the add dialog's tab: a page's address, an image, or a text's title. */
export function AddSwipeTabFields({
  form: { tab, values, set, fieldErrors, chooseFile, uploadProgress },
  teamId,
  onOpenSwipe,
}: {
  form: AddSwipeForm;
  teamId: string;
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
  if (tab === 'image')
    return (
      <>
        <DropZone file={values.file} onFile={chooseFile} error={fieldErrors.file} />
        {values.file && uploadProgress !== null ? (
          <UploadProgress fraction={uploadProgress} name={values.file.name} />
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
