import { FIRST_PAGE, nodesOf, SEARCH_DELAY_MS } from '@swipestack/common/lists';
import { type FormEvent, useEffect, useId, useRef, useState, useTransition } from 'react';
import {
  graphql,
  useMutation,
  usePaginationFragment,
  useRelayEnvironment,
} from 'react-relay/hooks';
import { toast } from 'sonner';
import type { ManageTagsDialogDeleteMutation } from '../../__generated__/ManageTagsDialogDeleteMutation.graphql';
import type { ManageTagsDialogFragment$key } from '../../__generated__/ManageTagsDialogFragment.graphql';
import type { ManageTagsDialogRenameMutation } from '../../__generated__/ManageTagsDialogRenameMutation.graphql';
import { firstPayloadError, NETWORK_ERROR_MESSAGE, splitPayloadErrors } from '../../lib/formErrors';
import { deleteTagQuestion, swipeCountLabel } from '../../lib/tags';
import { useDebounced } from '../../lib/useDebounced';
import { FormAlert } from '../forms';
import { ShowMoreButton } from '../ShowMore';
import { Modal } from './Modal';
import { refreshTeam } from './TeamRefresh';

interface Props {
  team: ManageTagsDialogFragment$key;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface Tag {
  readonly id: string;
  readonly title: string;
  readonly swipeCount: number;
}

/**
 * Lists the team's tags with their swipe counts; each can be renamed inline (Enter saves,
 * Escape cancels) or deleted after a confirmation. Tags are created while tagging swipes.
 */
export function ManageTagsDialog({ team, open, onOpenChange }: Props) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment ManageTagsDialogFragment on Team
      @refetchable(queryName: "ManageTagsDialogPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 100 }
        cursor: { type: "String" }
        search: { type: "String", defaultValue: "" }
      ) {
        id
        tags(first: $count, after: $cursor, search: $search)
          @connection(key: "ManageTagsDialog_tags", filters: ["search"]) {
          __id
          totalCount
          edges {
            node {
              id
              title
              swipeCount
            }
          }
        }
      }
    `,
    team,
  );
  const environment = useRelayEnvironment();
  const [commitRename, renaming] = useMutation<ManageTagsDialogRenameMutation>(graphql`
    mutation ManageTagsDialogRenameMutation($input: RenameTagInput!) {
      renameTag(input: $input) {
        tag {
          id
          title
          swipeCount
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const [commitDelete, deleting] = useMutation<ManageTagsDialogDeleteMutation>(graphql`
    mutation ManageTagsDialogDeleteMutation($input: DeleteTagInput!, $connections: [ID!]!) {
      deleteTag(input: $input) {
        deletedId @deleteEdge(connections: $connections)
        team {
          id
          tags(first: 100) {
            totalCount
            edges {
              node {
                id
                title
                swipeCount
              }
            }
          }
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);

  const [editing, setEditing] = useState<{ id: string; title: string } | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const errorId = useId();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const applied = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const [searching, startSearch] = useTransition();
  const firstSearch = useRef(applied);
  // After "Show more", focus goes to the first tag it loaded (the button may be gone).
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  // A deleted tag can leave a null entry behind until the team refetches.
  const tags: Tag[] = nodesOf(data.tags).filter(Boolean);
  const connectionId = data.tags.__id;
  const total = data.tags.totalCount;

  // The search box narrows the list on the server (tags beyond the loaded pages too).
  useEffect(() => {
    if (applied === firstSearch.current) return;
    firstSearch.current = applied;
    startSearch(() => {
      refetch(
        { search: applied, count: FIRST_PAGE, cursor: null },
        { fetchPolicy: 'network-only' },
      );
    });
  }, [applied, refetch]);

  useEffect(() => {
    if (focusIndex === null) return;
    const tag = tags[focusIndex];
    // The page may render after loadNext completes: wait for it.
    if (!tag && isLoadingNext) return;
    setFocusIndex(null);
    // Nothing new (an empty page): focus stays on the Show more button.
    if (tag) setFocusKey(`rename:${tag.id}`);
  }, [focusIndex, tags, isLoadingNext]);

  const showMore = () => {
    if (isLoadingNext) return;
    const firstNew = tags.length;
    loadNext(FIRST_PAGE, { onComplete: (error) => (error ? undefined : setFocusIndex(firstNew)) });
  };

  // Moves focus once the element it names is on screen (edit ended, confirmation shown…).
  useEffect(() => {
    if (!focusKey) return;
    const target = listRef.current?.querySelector<HTMLElement>(
      `[data-focus="${CSS.escape(focusKey)}"]`,
    );
    if (target) {
      target.focus();
      setFocusKey(null);
    }
  });

  const reset = () => {
    setEditing(null);
    setEditError(null);
    setConfirming(null);
    setFormError(null);
  };

  const startEdit = (tag: Tag) => {
    setFormError(null);
    setConfirming(null);
    setEditError(null);
    setEditing({ id: tag.id, title: tag.title });
  };

  const cancelEdit = () => {
    if (!editing) return;
    setFocusKey(`rename:${editing.id}`);
    setEditing(null);
    setEditError(null);
  };

  const startDelete = (tag: Tag) => {
    setFormError(null);
    setEditing(null);
    setConfirming(tag.id);
    setFocusKey(`cancel-delete:${tag.id}`);
  };

  const cancelDelete = () => {
    if (!confirming) return;
    setFocusKey(`delete:${confirming}`);
    setConfirming(null);
  };

  const onRename = (event: FormEvent<HTMLFormElement>, tag: Tag) => {
    event.preventDefault();
    if (!editing || renaming) return;
    if (editing.title === tag.title) {
      cancelEdit();
      return;
    }
    setEditError(null);
    setFormError(null);
    commitRename({
      variables: { input: { id: tag.id, title: editing.title } },
      onCompleted: ({ renameTag }) => {
        if (renameTag.tag && renameTag.errors.length === 0) {
          toast.success('Tag renamed');
          setEditing(null);
          setFocusKey(`rename:${tag.id}`);
          // Tags are listed alphabetically: refetch the order (and the filters) from the server.
          refreshTeam(environment, data.id);
          return;
        }
        const split = splitPayloadErrors(renameTag.errors);
        const fieldError = split.fields.title ?? null;
        setEditError(fieldError);
        setFormError(split.form ?? (fieldError ? null : 'Could not rename the tag.'));
      },
      onError: () => setFormError(NETWORK_ERROR_MESSAGE),
    });
  };

  const onDelete = (tag: Tag) => {
    if (deleting) return;
    const index = tags.findIndex((t) => t.id === tag.id);
    const neighbour = tags[index + 1] ?? tags[index - 1];
    setFormError(null);
    commitDelete({
      variables: { input: { id: tag.id }, connections: [connectionId] },
      // Take the tag off every swipe in the store, so cards everywhere stop showing it; the
      // list loses its edge (@deleteEdge) and one from its count.
      updater: (store, response) => {
        const deletedId = response?.deleteTag.deletedId;
        if (!deletedId) return;
        const connection = store.get(connectionId);
        const count = connection?.getValue('totalCount');
        if (connection && typeof count === 'number') {
          connection.setValue(Math.max(0, count - 1), 'totalCount');
        }
        for (const dataID of environment.getStore().getSource().getRecordIDs()) {
          const record = store.get(dataID);
          if (record?.getType() !== 'Swipe') continue;
          const swipeTags = record.getLinkedRecords('tags');
          if (!swipeTags?.some((t) => t?.getDataID() === deletedId)) continue;
          record.setLinkedRecords(
            swipeTags.filter((t) => t && t.getDataID() !== deletedId),
            'tags',
          );
        }
        store.delete(deletedId);
      },
      onCompleted: ({ deleteTag }) => {
        if (deleteTag.deletedId) {
          toast.success('Tag deleted');
          setConfirming(null);
          setFocusKey(neighbour ? `rename:${neighbour.id}` : 'empty');
          refreshTeam(environment, data.id);
          return;
        }
        setFormError(firstPayloadError(deleteTag.errors) ?? 'Could not delete the tag.');
        cancelDelete();
      },
      onError: () => setFormError(NETWORK_ERROR_MESSAGE),
    });
  };

  return (
    <Modal
      open={open}
      onOpenChange={(value) => {
        if (!value) reset();
        onOpenChange(value);
      }}
      title="Manage tags"
      description="Tags are created as you tag swipes. Rename a tag to change it on every swipe, or delete it to take it off them."
      onEscapeKeyDown={(event) => {
        // Escape first leaves the inline rename or the confirmation, then closes the dialog.
        if (editing) {
          event.preventDefault();
          cancelEdit();
        } else if (confirming) {
          event.preventDefault();
          cancelDelete();
        }
      }}
    >
      <div ref={listRef} className="space-y-3">
        <FormAlert message={formError} />
        {total > 0 || search ? (
          <div>
            <label htmlFor={searchId} className="block text-xs font-semibold text-slate-600">
              Search tags
            </label>
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-1.5 text-sm"
            />
            <p className="mt-1 text-xs text-slate-500" role="status">
              {searching
                ? 'Searching…'
                : `Showing ${tags.length} of ${total} ${total === 1 ? 'tag' : 'tags'}${applied ? ` matching “${applied}”` : ''}`}
            </p>
          </div>
        ) : null}
        {tags.length === 0 ? (
          <p data-focus="empty" tabIndex={-1} className="text-sm text-slate-600">
            {applied
              ? `No tags match “${applied}”.`
              : 'No tags yet. Add tags to a swipe and they show up here.'}
          </p>
        ) : (
          <ul aria-label="Tags" className="divide-y divide-slate-200">
            {tags.map((tag) => (
              <li key={tag.id} className="py-2">
                {editing?.id === tag.id ? (
                  <form
                    noValidate
                    onSubmit={(event) => onRename(event, tag)}
                    aria-label={`Rename tag ${tag.title}`}
                  >
                    <label htmlFor={inputId} className="block text-xs font-semibold text-slate-600">
                      Tag name
                    </label>
                    <div className="mt-1 flex flex-wrap items-center gap-2">
                      <input
                        id={inputId}
                        value={editing.title}
                        onChange={(event) => setEditing({ id: tag.id, title: event.target.value })}
                        // biome-ignore lint/a11y/noAutofocus: the input replaces the Rename button the user just pressed
                        autoFocus
                        onFocus={(event) => event.currentTarget.select()}
                        aria-invalid={editError ? true : undefined}
                        aria-describedby={editError ? errorId : undefined}
                        className={`min-w-0 flex-1 rounded-lg border px-3 py-1.5 text-sm ${
                          editError ? 'border-red-600' : 'border-slate-300'
                        }`}
                      />
                      <button
                        type="submit"
                        className="btn-primary !px-3 !py-1.5"
                        disabled={renaming}
                      >
                        {renaming ? 'Saving…' : 'Save'}
                      </button>
                      <button type="button" className="btn-secondary !py-1.5" onClick={cancelEdit}>
                        Cancel
                      </button>
                    </div>
                    {editError ? (
                      <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
                        {editError}
                      </p>
                    ) : null}
                  </form>
                ) : confirming === tag.id ? (
                  <fieldset className="rounded-lg border border-red-200 bg-red-50 p-3">
                    <legend className="sr-only">Confirm deletion</legend>
                    <p className="text-sm font-medium text-red-900">{deleteTagQuestion(tag)}</p>
                    <div className="mt-3 flex gap-2">
                      <button
                        type="button"
                        onClick={() => onDelete(tag)}
                        disabled={deleting}
                        className="rounded-lg bg-red-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
                      >
                        {deleting ? 'Deleting…' : 'Yes, delete'}
                      </button>
                      <button
                        type="button"
                        data-focus={`cancel-delete:${tag.id}`}
                        className="btn-secondary !py-1.5"
                        onClick={cancelDelete}
                      >
                        Cancel
                      </button>
                    </div>
                  </fieldset>
                ) : (
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">
                      #{tag.title}
                    </span>
                    <span className="text-xs text-slate-500">
                      {swipeCountLabel(tag.swipeCount)}
                    </span>
                    <button
                      type="button"
                      data-focus={`rename:${tag.id}`}
                      aria-label={`Rename tag ${tag.title}`}
                      onClick={() => startEdit(tag)}
                      className="rounded-md border border-slate-300 px-2.5 py-1 text-xs font-semibold hover:bg-slate-50"
                    >
                      Rename
                    </button>
                    <button
                      type="button"
                      data-focus={`delete:${tag.id}`}
                      aria-label={`Delete tag ${tag.title}`}
                      onClick={() => startDelete(tag)}
                      className="rounded-md border border-red-300 px-2.5 py-1 text-xs font-semibold text-red-700 hover:bg-red-50"
                    >
                      Delete
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        {hasNext ? (
          <div className="flex justify-center">
            <ShowMoreButton
              remaining={total - tags.length}
              pageSize={FIRST_PAGE}
              singular="tag"
              plural="tags"
              loading={isLoadingNext}
              onClick={showMore}
            />
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
