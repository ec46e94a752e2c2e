import { type DragEvent, type FormEvent, type RefObject, useEffect, useId, useState } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { AddSwipeDialogCreateMutation } from '../../__generated__/AddSwipeDialogCreateMutation.graphql';
import type { AddSwipeDialogImageMutation } from '../../__generated__/AddSwipeDialogImageMutation.graphql';
import {
  type FieldErrors,
  NETWORK_ERROR_MESSAGE,
  type PayloadErrorRef,
  splitPayloadErrors,
} from '../../lib/formErrors';
import { openPaywall } from '../../lib/paywall';
import type { SwipeKindValue } from '../../lib/swipeKinds';
import { FormAlert, TextField } from '../forms';
import { CollectionPicker } from './CollectionPicker';
import { Modal } from './Modal';
import type { SwipeListHandle } from './SwipeBrowser';
import { TagInput } from './TagInput';
import { refreshTeam } from './TeamRefresh';

export type AddTab = 'url' | 'image' | 'text';

const TABS: ReadonlyArray<{ value: AddTab; label: string }> = [
  { value: 'url', label: 'Web page' },
  { value: 'image', label: 'Image' },
  { value: 'text', label: 'Text / ad copy' },
];

const URL_KINDS: ReadonlyArray<{ value: SwipeKindValue; label: string }> = [
  { value: 'WEBSITE', label: 'Website' },
  { value: 'LANDING_PAGE', label: 'Landing page' },
  { value: 'AD', label: 'Ad' },
];

const TEXT_KINDS: ReadonlyArray<{ value: SwipeKindValue; label: string }> = [
  { value: 'AD', label: 'Ad copy' },
  { value: 'EMAIL', label: 'Email' },
  { value: 'LANDING_PAGE', label: 'Landing page' },
  { value: 'WEBSITE', label: 'Website' },
];

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** A payload error: the shared error fields, and a cap's own message when the cap was hit. */
type CreateError = PayloadErrorRef & { readonly __typename: string; readonly message?: string };

graphql`
  fragment AddSwipeDialogSwipeFragment on Swipe {
    id
    captureStatus
    ...SwipeCardFragment
    team {
      id
      swipeCount
      swipeAllowance {
        count
        limit
        remaining
      }
      tags(first: 100) {
        totalCount
        edges {
          node {
            id
            title
          }
        }
      }
    }
  }
`;

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialTab?: AddTab;
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
}

function KindSelect({
  value,
  onChange,
  options,
  error,
}: {
  value: string;
  onChange: (value: SwipeKindValue) => void;
  options: ReadonlyArray<{ value: SwipeKindValue; label: string }>;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Kind
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SwipeKindValue)}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? <p className="mt-1 text-sm font-medium text-red-700">{error}</p> : null}
    </div>
  );
}

function NotesField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Notes
      </label>
      <textarea
        id={id}
        rows={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        className={`mt-1 block w-full rounded-lg border px-3 py-2 text-sm ${error ? 'border-red-600' : 'border-slate-300'}`}
      />
      {error ? <p className="mt-1 text-sm font-medium text-red-700">{error}</p> : null}
    </div>
  );
}

function DropZone({
  file,
  onFile,
  error,
}: {
  file: File | null;
  onFile: (file: File | null) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [over, setOver] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };
  return (
    <div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the file input inside is the accessible way */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center text-sm ${
          over ? 'border-indigo-600 bg-indigo-50' : error ? 'border-red-600' : 'border-slate-300'
        }`}
      >
        {preview ? (
          <img src={preview} alt="" className="max-h-40 rounded-md object-contain" />
        ) : null}
        <p className="text-slate-700">
          {file ? file.name : 'Drag and drop an image here, or'}{' '}
          <label htmlFor={id} className="cursor-pointer font-semibold text-indigo-700 underline">
            {file ? 'choose another' : 'choose a file'}
          </label>
        </p>
        <p className="text-xs text-slate-500">JPEG, PNG, WebP, GIF or AVIF</p>
        <input
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          aria-label="Image file"
          aria-invalid={error ? true : undefined}
          className="sr-only"
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        />
      </div>
      {error ? (
        <p className="mt-1 text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function AddSwipeDialog({
  open,
  onOpenChange,
  initialTab = 'url',
  teamId,
  tags: tagSuggestions,
  tagCount,
  collections,
  collectionCount,
  defaultCollections,
  list,
  defaultCollectionIds = [],
}: Props) {
  const environment = useRelayEnvironment();
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
  const [commitCreate, creating] = useMutation<AddSwipeDialogCreateMutation>(graphql`
    mutation AddSwipeDialogCreateMutation($input: CreateSwipeInput!, $connections: [ID!]!) {
      createSwipe(input: $input) {
        swipe @prependNode(connections: $connections, edgeTypeName: "TeamSwipesConnectionEdge") {
          id
          ...AddSwipeDialogSwipeFragment
        }
        errors {
          __typename
          ... on SwipeLimitError {
            message
          }
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const [commitImage, uploading] = useMutation<AddSwipeDialogImageMutation>(graphql`
    mutation AddSwipeDialogImageMutation($input: CreateImageSwipeInput!, $connections: [ID!]!) {
      createImageSwipe(input: $input) {
        swipe @prependNode(connections: $connections, edgeTypeName: "TeamSwipesConnectionEdge") {
          id
          ...AddSwipeDialogSwipeFragment
        }
        errors {
          __typename
          ... on SwipeLimitError {
            message
          }
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const busy = creating || uploading;

  // Each opening starts on the requested tab with an empty form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on open only
  useEffect(() => {
    if (!open) return;
    setTab(initialTab);
    setUrl('');
    setTitle('');
    setNotes('');
    setFile(null);
    setTags([]);
    setCollectionIds([...defaultCollectionIds]);
    setFieldErrors({});
    setFormError(null);
  }, [open, initialTab]);

  const done = (
    payload: {
      readonly swipe: { readonly id: string } | null | undefined;
      readonly errors: readonly CreateError[];
    },
    prepended: boolean,
  ) => {
    const limit = payload.errors.find((error) => error.__typename === 'SwipeLimitError');
    if (limit) {
      onOpenChange(false);
      openPaywall(limit.message);
      return;
    }
    if (payload.swipe && payload.errors.length === 0) {
      toast.success('Swipe saved');
      onOpenChange(false);
      if (!prepended) list.current?.refresh();
      refreshTeam(environment, teamId); // tag and collection counts
      return;
    }
    const { fields, form } = splitPayloadErrors(payload.errors);
    // Errors about a field this tab does not show go above the form.
    const shown = new Set(['url', 'title', 'notes', 'kind', 'file', 'tags', 'collectionIds']);
    const hidden = Object.entries(fields).find(([field]) => !shown.has(field));
    setFieldErrors(fields);
    setFormError(
      form ?? hidden?.[1] ?? (Object.keys(fields).length ? null : 'Could not save the swipe.'),
    );
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
    const onError = () => setFormError(NETWORK_ERROR_MESSAGE);
    if (tab === 'image') {
      if (!file) {
        setFieldErrors({ file: 'Choose an image to upload.' });
        return;
      }
      commitImage({
        variables: { input: { ...common, title: title.trim() || null, file: null }, connections },
        uploadables: { 'variables.input.file': file },
        onCompleted: ({ createImageSwipe }) => done(createImageSwipe, connections.length > 0),
        onError,
      });
      return;
    }
    commitCreate({
      variables: {
        input:
          tab === 'url'
            ? { ...common, kind: urlKind, url: url.trim(), title: title.trim() || null }
            : { ...common, kind: textKind, title: title.trim() },
        connections,
      },
      onCompleted: ({ createSwipe }) => done(createSwipe, connections.length > 0),
      onError,
    });
  };

  const submitLabel = busy ? (tab === 'image' ? 'Uploading…' : 'Saving…') : 'Save swipe';

  return (
    <Modal open={open} onOpenChange={(value) => !busy && onOpenChange(value)} title="Add swipe">
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
                value={url}
                onChange={(event) => setUrl(event.target.value)}
                error={fieldErrors.url}
                autoFocus
              />
              <TextField
                name="title"
                label="Title (optional)"
                hint="Left empty, the page's own title is used."
                value={title}
                onChange={(event) => setTitle(event.target.value)}
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
              <DropZone file={file} onFile={setFile} error={fieldErrors.file} />
              <TextField
                name="title"
                label="Title (optional)"
                hint="Left empty, the file name is used."
                value={title}
                onChange={(event) => setTitle(event.target.value)}
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
          <TagInput
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
