import { FIELD_LIMITS } from '@swipestack/common/limits';
import { uploadRefusal } from '@swipestack/common/uploads';
import { type FormEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { FieldErrors } from '../../lib/formErrors';
import type { SwipeKindValue } from '../../lib/swipeKinds';
import { FormAlert, TextField } from '../forms';
import { DropZone } from './add/DropZone';
import { ExistingSwipeWarning } from './add/ExistingSwipeWarning';
import { KindSelect, TEXT_KINDS, URL_KINDS } from './add/KindSelect';
import { NotesField } from './add/NotesField';
import { UploadProgress } from './add/UploadProgress';
import { useCreateImageSwipe } from './add/useCreateImageSwipe';
import { useCreateSwipe } from './add/useCreateSwipe';
import { CaptureUnavailableNote } from './CaptureUnavailableNote';
import { CollectionPicker } from './CollectionPicker';
import { Modal } from './Modal';
import type { SwipeListHandle } from './SwipeBrowser';
import { TeamTagInput } from './TeamTagInput';

export type AddTab = 'url' | 'image' | 'text';

const TABS: ReadonlyArray<{ value: AddTab; label: string }> = [
  { value: 'url', label: 'Web page' },
  { value: 'image', label: 'Image' },
  { value: 'text', label: 'Text / ad copy' },
];

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialTab?: AddTab;
  /** The address the Web page tab opens with (a link dropped on the page). */
  initialUrl?: string;
  teamId: string;
  /** The loaded page of the team's tag titles, and how many tags it has in all. */
  tags: readonly string[];
  tagCount: number;
  /** The loaded page of the team's collections, and how many it has in all. */
  collections: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  collectionCount: number;
  list: RefObject<SwipeListHandle | null>;
  /** Preselected collections (on a collection page). */
  defaultCollectionIds?: readonly string[];
  /** Names of preselected collections that may be beyond the loaded page. */
  defaultCollections?: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  /** After a save, where focus goes as the dialog closes (the new swipe's card). */
  focusSaved?: (swipeId: string) => HTMLElement | null;
}

export function AddSwipeDialog({
  open,
  onOpenChange,
  initialTab = 'url',
  initialUrl = '',
  teamId,
  tags: tagSuggestions,
  tagCount,
  collections,
  collectionCount,
  defaultCollections,
  list,
  defaultCollectionIds = [],
  focusSaved,
}: Props) {
  const savedId = useRef<string | null>(null);
  const [tab, setTab] = useState<AddTab>(initialTab);
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [notes, setNotes] = useState('');
  const [urlKind, setUrlKind] = useState<SwipeKindValue>('WEBSITE');
  const [textKind, setTextKind] = useState<SwipeKindValue>('AD');
  const [file, setFile] = useState<File | null>(null);
  const [tags, setTags] = useState<string[]>([]);
  const [collectionIds, setCollectionIds] = useState<string[]>([...defaultCollectionIds]);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [createSwipe, creating] = useCreateSwipe(teamId);
  const [createImageSwipe, uploadProgress] = useCreateImageSwipe(teamId);
  const uploading = uploadProgress !== null;
  const busy = creating || uploading;

  // Each opening starts on the requested tab with an empty form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on open only
  useEffect(() => {
    if (!open) return;
    setTab(initialTab);
    setUrl(initialUrl);
    setTitle('');
    setNotes('');
    setFile(null);
    setTags([]);
    setCollectionIds([...defaultCollectionIds]);
    setFieldErrors({});
    setFormError(null);
  }, [open, initialTab, initialUrl]);

  // A file is checked for its size and type as it is chosen (the server has the last word).
  const chooseFile = useCallback((chosen: File | null) => {
    setFile(chosen);
    const refusal = chosen ? uploadRefusal(chosen) : null;
    setFieldErrors(({ file: _previous, ...others }) =>
      refusal ? { ...others, file: refusal } : others,
    );
  }, []);

  const callbacks = {
    onSaved: (prepended: boolean, swipeId: string | null) => {
      savedId.current = swipeId;
      onOpenChange(false);
      if (!prepended) list.current?.refresh();
    },
    // The paywall opens over the form: what was typed stays for after an upgrade or a cleanup.
    onLimit: () => {},
    onInvalid: ({ fields, form }: { fields: FieldErrors; form: string | null }) => {
      setFieldErrors(fields);
      setFormError(form);
    },
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFieldErrors({});
    setFormError(null);
    const connection = list.current?.prependConnection() ?? null;
    const connections = connection ? [connection] : [];
    const common = {
      teamId,
      notes: notes.trim() || null,
      tags,
      collectionIds,
    };
    if (tab === 'image') {
      if (!file) {
        setFieldErrors({ file: 'Choose an image to upload.' });
        return;
      }
      const refusal = uploadRefusal(file);
      if (refusal) {
        setFieldErrors({ file: refusal });
        return;
      }
      createImageSwipe({ ...common, title: title.trim() || null }, file, connections, callbacks);
      return;
    }
    createSwipe(
      tab === 'url'
        ? { ...common, kind: urlKind, url: url.trim(), title: title.trim() || null }
        : { ...common, kind: textKind, title: title.trim() },
      connections,
      callbacks,
    );
  };

  const submitLabel = busy ? (tab === 'image' ? 'Uploading…' : 'Saving…') : 'Save swipe';

  return (
    <Modal
      open={open}
      onOpenChange={(value) => !busy && onOpenChange(value)}
      title="Add swipe"
      onCloseAutoFocus={(event) => {
        const target = savedId.current ? focusSaved?.(savedId.current) : null;
        savedId.current = null;
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
    >
      <form noValidate onSubmit={onSubmit} aria-label="Add swipe" className="space-y-4">
        <div
          role="tablist"
          aria-label="Swipe type"
          className="grid grid-cols-3 rounded-lg bg-slate-100 p-1 text-sm font-semibold"
        >
          {TABS.map((option) => (
            <button
              key={option.value}
              type="button"
              role="tab"
              aria-selected={tab === option.value}
              onClick={() => {
                setTab(option.value);
                setFieldErrors({});
                setFormError(null);
              }}
              className={`rounded-md px-2 py-1.5 ${
                tab === option.value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600'
              }`}
            >
              {option.label}
            </button>
          ))}
        </div>
        <FormAlert message={formError} />
        <div
          role="tabpanel"
          aria-label={TABS.find((t) => t.value === tab)?.label}
          className="space-y-4"
        >
          {tab === 'url' ? (
            <>
              <TextField
                name="url"
                label="Page address"
                type="url"
                inputMode="url"
                placeholder="https://example.com/pricing"
                maxLength={FIELD_LIMITS.swipeUrl}
                value={url}
                onChange={(event) => setUrl(event.target.value)}
                error={fieldErrors.url}
                autoFocus
              />
              <ExistingSwipeWarning
                teamId={teamId}
                url={url}
                onOpenSwipe={() => onOpenChange(false)}
              />
              <CaptureUnavailableNote />
              <TextField
                name="title"
                label="Title (optional)"
                hint="Left empty, the page's own title is used."
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                maxLength={FIELD_LIMITS.swipeTitle}
                error={fieldErrors.title}
              />
              <KindSelect
                value={urlKind}
                onChange={setUrlKind}
                options={URL_KINDS}
                error={fieldErrors.kind}
              />
            </>
          ) : tab === 'image' ? (
            <>
              <DropZone file={file} onFile={chooseFile} error={fieldErrors.file} />
              {file && uploadProgress !== null ? (
                <UploadProgress fraction={uploadProgress} name={file.name} />
              ) : null}
              <TextField
                name="title"
                label="Title (optional)"
                hint="Left empty, the file name is used."
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                maxLength={FIELD_LIMITS.swipeTitle}
                error={fieldErrors.title}
              />
            </>
          ) : (
            <>
              <TextField
                name="title"
                label="Title"
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                maxLength={FIELD_LIMITS.swipeTitle}
                error={fieldErrors.title}
                autoFocus
              />
              <KindSelect
                value={textKind}
                onChange={setTextKind}
                options={TEXT_KINDS}
                error={fieldErrors.kind}
              />
            </>
          )}
          <NotesField value={notes} onChange={setNotes} error={fieldErrors.notes} />
          <TeamTagInput
            value={tags}
            onChange={setTags}
            suggestions={tagSuggestions}
            teamId={teamId}
            tagCount={tagCount}
            error={fieldErrors.tags}
          />
          <CollectionPicker
            collections={collections}
            teamId={teamId}
            totalCount={collectionCount}
            {...(defaultCollections ? { chosen: defaultCollections } : {})}
            value={collectionIds}
            onChange={setCollectionIds}
            error={fieldErrors.collectionIds}
          />
        </div>
        <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
          <button
            type="button"
            className="btn-secondary"
            disabled={busy}
            onClick={() => onOpenChange(false)}
          >
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={busy} aria-live="polite">
            {submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
