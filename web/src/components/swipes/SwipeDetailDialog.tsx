import * as Dialog from '@radix-ui/react-dialog';
import { nodesOf } from '@swipestack/common/lists';
import { can } from '@swipestack/common/roles';
import { type KeyboardEvent, Suspense, useEffect, useId, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { fetchQuery } from 'relay-runtime';
import { toast } from 'sonner';
import type { SwipeDetailDialogDeleteMutation } from '../../__generated__/SwipeDetailDialogDeleteMutation.graphql';
import type { SwipeDetailDialogQuery as SwipeDetailDialogQueryType } from '../../__generated__/SwipeDetailDialogQuery.graphql';
import type { SwipeDetailDialogRetryMutation } from '../../__generated__/SwipeDetailDialogRetryMutation.graphql';
import type {
  SwipeDetailDialogUpdateMutation,
  UpdateSwipeInput,
} from '../../__generated__/SwipeDetailDialogUpdateMutation.graphql';
import {
  type FieldErrors,
  firstPayloadError,
  NETWORK_ERROR_MESSAGE,
  splitPayloadErrors,
} from '../../lib/formErrors';
import { allowedWidth, imageUrl, srcSet } from '../../lib/images';
import { kindLabel, sourceDomain } from '../../lib/swipeKinds';
import { ErrorBoundary } from '../ErrorBoundary';
import { CollectionPicker } from './CollectionPicker';
import { EmailAttachments, EmailSwipeView } from './EmailSwipeView';
import { KindPlaceholder } from './SwipeCard';
import { TagInput } from './TagInput';
import { refreshTeam } from './TeamRefresh';

const CAPTURE_POLL_MS = 3000;

const SwipeDetailDialogQuery = graphql`
  query SwipeDetailDialogQuery($id: ID!) {
    node(id: $id) {
      ... on Swipe @alias(as: "swipe") {
        id
        title
        kind
        url
        source
        notes
        captureStatus
        captureError
        imageUrl
        viewportUrl
        imageWidth
        imageHeight
        description
        createdAt
        emailHtmlUrl
        attachments {
          url
          filename
        }
        tags {
          id
          title
        }
        collections {
          id
          name
        }
        team {
          id
          viewerRole
          tags(first: 100) {
            totalCount
            edges {
              node {
                id
                title
              }
            }
          }
          collections(first: 100) {
            totalCount
            edges {
              node {
                id
                name
              }
            }
          }
        }
      }
    }
  }
`;

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
    />
  );
}

function ScreenshotViewer({
  path,
  width,
  height,
  title,
}: {
  path: string;
  width: number | null | undefined;
  height: number | null | undefined;
  title: string;
}) {
  const [zoomed, setZoomed] = useState(false);
  return (
    <div className="h-full max-h-[75dvh] overflow-auto rounded-lg border border-slate-200 bg-slate-100 lg:max-h-none">
      <button
        type="button"
        onClick={() => setZoomed((z) => !z)}
        aria-label={zoomed ? 'Fit the image to the window' : 'Zoom to full size'}
        aria-pressed={zoomed}
        className={`block ${zoomed ? 'cursor-zoom-out' : 'w-full cursor-zoom-in'}`}
      >
        {zoomed && width ? (
          <img
            src={imageUrl(path, allowedWidth(width))}
            alt={title}
            width={width}
            height={height ?? undefined}
            style={{ width, maxWidth: 'none' }}
            className="block h-auto"
          />
        ) : (
          <img
            src={imageUrl(path, 1200)}
            srcSet={srcSet(path, { min: 640, naturalWidth: width })}
            sizes="(min-width: 1024px) 65vw, 100vw"
            alt={title}
            width={width ?? undefined}
            height={height ?? undefined}
            className="block h-auto w-full"
          />
        )}
      </button>
    </div>
  );
}

function InlineField({
  label,
  value,
  multiline,
  onSave,
  error,
  className = '',
}: {
  label: string;
  value: string;
  multiline?: boolean;
  onSave: (value: string) => void;
  error?: string | undefined;
  className?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const save = () => {
    if (draft !== value) onSave(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (!multiline || event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape' && draft !== value) {
      event.stopPropagation();
      setDraft(value);
    }
  };
  const common = {
    id,
    value: draft,
    onBlur: save,
    onKeyDown,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: `mt-1 block w-full rounded-lg border px-2 py-1.5 hover:border-slate-300 focus:border-indigo-600 ${
      error ? 'border-red-600' : 'border-transparent'
    } ${className}`,
  };
  return (
    <div>
      <label
        htmlFor={id}
        className="block text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        {label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          rows={4}
          placeholder="Add notes…"
          onChange={(event) => setDraft(event.target.value)}
        />
      ) : (
        <input {...common} onChange={(event) => setDraft(event.target.value)} />
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const detailLabel = 'block text-xs font-semibold tracking-wide text-slate-500 uppercase';

function EditableDetails({
  notes,
  tagTitles,
  collectionIds,
  suggestions,
  collections,
  team,
  chosenCollections,
  errors,
  onNotes,
  onTags,
  onCollections,
}: {
  notes: string;
  tagTitles: string[];
  collectionIds: string[];
  suggestions: string[];
  collections: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  /** The team and how many tags and collections it has (beyond a page the pickers search). */
  team: { id: string; tagCount: number; collectionCount: number };
  /** The swipe's collections (their names, which may be beyond the loaded page). */
  chosenCollections: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  errors: FieldErrors;
  onNotes: (notes: string) => void;
  onTags: (tags: string[]) => void;
  onCollections: (ids: string[]) => void;
}) {
  return (
    <>
      <InlineField
        label="Notes"
        value={notes}
        multiline
        onSave={onNotes}
        error={errors.notes}
        className="text-sm"
      />
      <TagInput
        value={tagTitles}
        suggestions={suggestions}
        teamId={team.id}
        tagCount={team.tagCount}
        onChange={onTags}
        error={errors.tags}
      />
      <CollectionPicker
        collections={collections}
        teamId={team.id}
        totalCount={team.collectionCount}
        chosen={chosenCollections}
        value={collectionIds}
        onChange={onCollections}
        error={errors.collectionIds}
      />
    </>
  );
}

/** What a viewer sees instead of the editable fields. */
function ReadOnlyDetails({
  notes,
  tags,
  collections,
}: {
  notes: string | null | undefined;
  tags: ReadonlyArray<{ readonly id: string; readonly title: string }>;
  collections: ReadonlyArray<{ readonly id: string; readonly name: string }>;
}) {
  return (
    <>
      <div>
        <h3 className={detailLabel}>Notes</h3>
        <p className="mt-1 text-sm whitespace-pre-wrap text-slate-800">
          {notes || <span className="text-slate-500">No notes</span>}
        </p>
      </div>
      <div>
        <h3 className={detailLabel}>Tags</h3>
        {tags.length ? (
          <ul className="mt-1 flex flex-wrap gap-1" aria-label="Tags">
            {tags.map((tag) => (
              <li
                key={tag.id}
                className="rounded bg-indigo-50 px-1.5 py-0.5 text-xs font-medium text-indigo-800"
              >
                #{tag.title}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-500">No tags</p>
        )}
      </div>
      <div>
        <h3 className={detailLabel}>Collections</h3>
        {collections.length ? (
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-800" aria-label="Collections">
            {collections.map((collection) => (
              <li key={collection.id}>{collection.name}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-500">In no collection</p>
        )}
      </div>
    </>
  );
}

function SwipeDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const environment = useRelayEnvironment();
  const data = useLazyLoadQuery<SwipeDetailDialogQueryType>(
    SwipeDetailDialogQuery,
    { id },
    { fetchPolicy: 'store-and-network' },
  );
  const swipe = data.node?.swipe ?? null;
  const [commitUpdate] = useMutation<SwipeDetailDialogUpdateMutation>(graphql`
    mutation SwipeDetailDialogUpdateMutation($input: UpdateSwipeInput!) {
      updateSwipe(input: $input) {
        swipe {
          id
          title
          notes
          url
          source
          tags {
            id
            title
          }
          collections {
            id
            name
          }
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const [commitRetry, retrying] = useMutation<SwipeDetailDialogRetryMutation>(graphql`
    mutation SwipeDetailDialogRetryMutation($input: RetryCaptureInput!) {
      retryCapture(input: $input) {
        swipe {
          id
          captureStatus
          captureError
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const [commitDelete, deleting] = useMutation<SwipeDetailDialogDeleteMutation>(graphql`
    mutation SwipeDetailDialogDeleteMutation($input: DeleteSwipeInput!) {
      deleteSwipe(input: $input) {
        deletedId @deleteRecord
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pendingTags, setPendingTags] = useState<string[] | null>(null);
  const [pendingCollections, setPendingCollections] = useState<string[] | null>(null);

  const status = swipe?.captureStatus;
  const capturing = status === 'PENDING' || status === 'CAPTURING';
  useEffect(() => {
    if (!capturing) return;
    const timer = setInterval(() => {
      fetchQuery(
        environment,
        SwipeDetailDialogQuery,
        { id },
        { fetchPolicy: 'network-only' },
      ).subscribe({});
    }, CAPTURE_POLL_MS);
    return () => clearInterval(timer);
  }, [capturing, environment, id]);

  if (!swipe) {
    return (
      <div className="p-6">
        <Dialog.Title className="text-lg font-semibold">Swipe not found</Dialog.Title>
        <p className="mt-2 text-sm text-slate-600">
          It may have been deleted, or it belongs to another team.
        </p>
        <Dialog.Close className="btn-secondary mt-4">Close</Dialog.Close>
      </div>
    );
  }
  const teamId = swipe.team.id;
  // Viewers read the swipe; editing, retrying and deleting need an editor (docs/permissions.md).
  const canEdit = can(swipe.team.viewerRole, 'editContent');

  const update = (input: Omit<UpdateSwipeInput, 'id'>, field: string, after?: () => void) => {
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
    commitUpdate({
      variables: { input: { id: swipe.id, ...input } },
      onCompleted: ({ updateSwipe }) => {
        after?.();
        if (updateSwipe.errors.length === 0) {
          toast.success('Swipe updated');
          if (field === 'tags' || field === 'collectionIds') refreshTeam(environment, teamId);
          return;
        }
        const split = splitPayloadErrors(updateSwipe.errors);
        setErrors((current) => ({ ...current, ...split.fields }));
        setFormError(split.form);
      },
      onError: () => {
        after?.();
        setFormError(NETWORK_ERROR_MESSAGE);
      },
    });
  };

  const onDelete = () => {
    commitDelete({
      variables: { input: { id: swipe.id } },
      onCompleted: ({ deleteSwipe }) => {
        if (deleteSwipe.deletedId) {
          toast.success('Swipe deleted');
          refreshTeam(environment, teamId);
          onClose();
          return;
        }
        setConfirming(false);
        setFormError(firstPayloadError(deleteSwipe.errors) ?? 'Could not delete the swipe.');
      },
      onError: () => setFormError(NETWORK_ERROR_MESSAGE),
    });
  };

  const picture = swipe.imageUrl ?? swipe.viewportUrl;
  const screenshot = picture ? (
    <ScreenshotViewer
      path={picture}
      width={swipe.imageUrl ? swipe.imageWidth : null}
      height={swipe.imageUrl ? swipe.imageHeight : null}
      title={swipe.title}
    />
  ) : null;
  const capturingText = swipe.kind === 'EMAIL' ? 'Rendering the email…' : 'Capturing the page…';
  const domain = sourceDomain(swipe.url, swipe.source);
  const tagTitles = pendingTags ?? swipe.tags.map((tag) => tag.title);
  const collectionIds =
    pendingCollections ?? // A deleted collection leaves a null entry until the swipe refetches.
    swipe.collections.flatMap((c) => (c ? [c.id] : []));
  const created = new Date(swipe.createdAt);

  return (
    <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
      <div className="min-h-0 flex-1 p-4 lg:overflow-hidden">
        {capturing ? (
          <div
            role="status"
            className="flex aspect-[16/10] flex-col items-center justify-center gap-3 rounded-lg bg-slate-100 text-slate-700"
          >
            <Spinner />
            <p className="text-sm font-medium">{capturingText}</p>
          </div>
        ) : swipe.emailHtmlUrl ? (
          <EmailSwipeView
            emailHtmlUrl={swipe.emailHtmlUrl}
            title={swipe.title}
            screenshot={screenshot ?? <KindPlaceholder kind={swipe.kind} />}
          />
        ) : screenshot ? (
          screenshot
        ) : (
          <div className="aspect-[16/10] overflow-hidden rounded-lg">
            <KindPlaceholder kind={swipe.kind} />
          </div>
        )}
      </div>
      <aside className="w-full shrink-0 space-y-4 overflow-y-auto border-t border-slate-200 p-5 lg:w-96 lg:border-t-0 lg:border-l">
        <div className="flex items-start justify-between gap-2">
          <Dialog.Title className="sr-only">{swipe.title}</Dialog.Title>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
            {kindLabel(swipe.kind)}
          </span>
          <Dialog.Close
            className="rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100"
            aria-label="Close"
          >
            ✕
          </Dialog.Close>
        </div>
        <Dialog.Description className="sr-only">
          Details of the swipe {swipe.title}
        </Dialog.Description>
        <div role="alert">
          {formError ? (
            <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {formError}
            </p>
          ) : null}
        </div>
        {canEdit ? (
          <InlineField
            label="Title"
            value={swipe.title}
            onSave={(title) => update({ title }, 'title')}
            error={errors.title}
            className="text-lg font-semibold"
          />
        ) : (
          <p className="text-lg font-semibold break-words">{swipe.title}</p>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {swipe.url ? (
            <>
              <dt className="text-slate-500">Source</dt>
              <dd className="min-w-0 truncate">
                <a
                  href={swipe.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-indigo-700 underline"
                >
                  {domain ?? swipe.url}
                </a>
              </dd>
            </>
          ) : swipe.source ? (
            <>
              <dt className="text-slate-500">Source</dt>
              <dd>{swipe.source}</dd>
            </>
          ) : null}
          <dt className="text-slate-500">Saved</dt>
          <dd>
            <time dateTime={swipe.createdAt}>
              {created.toLocaleDateString(undefined, {
                year: 'numeric',
                month: 'short',
                day: 'numeric',
              })}
            </time>
          </dd>
          {status && status !== 'NONE' ? (
            <>
              <dt className="text-slate-500">Capture</dt>
              <dd>
                {capturing ? (
                  <span className="inline-flex items-center gap-1.5">
                    <Spinner /> {capturingText}
                  </span>
                ) : status === 'FAILED' ? (
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="text-red-700">
                      Failed: {swipe.captureError ?? 'unknown error'}
                    </span>
                    {canEdit ? (
                      <button
                        type="button"
                        className="btn-secondary px-2 py-0.5 text-xs"
                        disabled={retrying}
                        onClick={() =>
                          commitRetry({
                            variables: { input: { id: swipe.id } },
                            onCompleted: ({ retryCapture }) => {
                              const error = firstPayloadError(retryCapture.errors);
                              if (error) toast.error(error);
                              else toast('Capturing the page again…');
                            },
                            onError: () => {
                              toast.error(NETWORK_ERROR_MESSAGE);
                            },
                          })
                        }
                      >
                        {retrying ? 'Retrying…' : 'Try again'}
                      </button>
                    ) : null}
                  </span>
                ) : (
                  'Done'
                )}
              </dd>
            </>
          ) : null}
        </dl>
        {swipe.description ? <p className="text-sm text-slate-600">{swipe.description}</p> : null}
        <EmailAttachments attachments={swipe.attachments} />
        {canEdit ? (
          <EditableDetails
            notes={swipe.notes ?? ''}
            tagTitles={tagTitles}
            collectionIds={collectionIds}
            suggestions={nodesOf(swipe.team.tags).map((tag) => tag.title)}
            collections={nodesOf(swipe.team.collections)}
            team={{
              id: teamId,
              tagCount: swipe.team.tags.totalCount,
              collectionCount: swipe.team.collections.totalCount,
            }}
            chosenCollections={swipe.collections.filter(Boolean)}
            errors={errors}
            onNotes={(notes) => update({ notes }, 'notes')}
            onTags={(tags) => {
              setPendingTags(tags);
              update({ tags }, 'tags', () => setPendingTags(null));
            }}
            onCollections={(ids) => {
              setPendingCollections(ids);
              update({ collectionIds: ids }, 'collectionIds', () => setPendingCollections(null));
            }}
          />
        ) : (
          <ReadOnlyDetails
            notes={swipe.notes}
            tags={swipe.tags.filter(Boolean)}
            collections={swipe.collections.filter(Boolean)}
          />
        )}
        {canEdit ? (
          <div className="border-t border-slate-200 pt-4">
            {confirming ? (
              <fieldset className="rounded-lg border border-red-200 bg-red-50 p-3">
                <legend className="sr-only">Confirm deletion</legend>
                <p className="text-sm font-medium text-red-900">
                  Delete this swipe? This cannot be undone.
                </p>
                <div className="mt-3 flex gap-2">
                  <button
                    type="button"
                    onClick={onDelete}
                    disabled={deleting}
                    className="rounded-lg bg-red-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
                  >
                    {deleting ? 'Deleting…' : 'Yes, delete'}
                  </button>
                  <button
                    type="button"
                    className="btn-secondary !py-1.5"
                    onClick={() => setConfirming(false)}
                  >
                    Cancel
                  </button>
                </div>
              </fieldset>
            ) : (
              <button
                type="button"
                onClick={() => setConfirming(true)}
                className="rounded-lg border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
              >
                Delete swipe
              </button>
            )}
          </div>
        ) : null}
      </aside>
    </div>
  );
}

function DetailFallback() {
  return (
    <div
      className="flex flex-1 items-center justify-center gap-2 p-12 text-slate-600"
      role="status"
    >
      <Dialog.Title className="sr-only">Loading swipe</Dialog.Title>
      <Spinner /> Loading swipe…
    </div>
  );
}

/** The swipe detail view, open while the address has ?swipe=<id>. */
export function SwipeDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <Dialog.Root open={Boolean(id)} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-2 z-40 flex flex-col overflow-hidden rounded-2xl bg-white shadow-2xl focus:outline-none sm:inset-6 lg:inset-10"
        >
          {id ? (
            <ErrorBoundary
              fallback={
                <div className="p-6">
                  <Dialog.Title className="text-lg font-semibold">
                    Could not load the swipe
                  </Dialog.Title>
                  <Dialog.Close className="btn-secondary mt-4">Close</Dialog.Close>
                </div>
              }
            >
              <Suspense fallback={<DetailFallback />}>
                <SwipeDetail key={id} id={id} onClose={onClose} />
              </Suspense>
            </ErrorBoundary>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
