import { FIRST_PAGE, nodesOf, SEARCH_DELAY_MS } from '@swipestack/common/lists';
import { type FormEvent, useEffect, useId, useRef, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { ManageTagsDialog_team$key } from '../../__generated__/ManageTagsDialog_team.graphql';
import { useDebounced } from '../../lib/useDebounced';
import { FormAlert } from '../forms';
import { ShowMoreButton } from '../ShowMore';
import { Modal } from './Modal';
import { type Tag, TagRow, type TagRowActions, type TagRowMode } from './tags/TagRow';
import { useDeleteTag } from './tags/useDeleteTag';
import { useMoveFocus } from './tags/useMoveFocus';
import { useRenameTag } from './tags/useRenameTag';

interface Props {
  team: ManageTagsDialog_team$key;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Lists the team's tags with their swipe counts; each can be renamed inline (Enter saves,
 * Escape cancels) or deleted after a confirmation. Tags are created while tagging swipes.
 */
export function ManageTagsDialog({ team, open, onOpenChange }: Props) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment ManageTagsDialog_team on Team
      @refetchable(queryName: "ManageTagsDialogPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 100 }
        cursor: { type: "String" }
        # No search by default: the first page is then the same field as the swipes page's
        # tags(first: 100), which the server answers once for both.
        search: { type: "String", defaultValue: null }
      ) {
        id
        tags(first: $count, after: $cursor, search: $search)
          @connection(key: "ManageTagsDialog_tags", filters: ["search"]) {
          totalCount
          edges {
            node {
              id
              ...TagRow_tag
            }
          }
        }
      }
    `,
    team,
  );
  const [rename, renaming] = useRenameTag(data.id);
  const [deleteTag, deleting] = useDeleteTag(data.id);

  const [editing, setEditing] = useState<{ id: string; title: string } | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const moveFocus = useMoveFocus(listRef);
  const searchId = useId();
  const [search, setSearch] = useState('');
  const applied = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const [searching, startSearch] = useTransition();
  const firstSearch = useRef(applied);
  // After "Show more", focus goes to the first tag it loaded (the button may be gone).
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  // A deleted tag can leave a null entry behind until the team refetches.
  const tags = nodesOf(data.tags).filter(Boolean);
  const total = data.tags.totalCount;

  // The search box narrows the list on the server (tags beyond the loaded pages too).
  useEffect(() => {
    if (applied === firstSearch.current) return;
    firstSearch.current = applied;
    startSearch(() => {
      refetch(
        { search: applied || null, count: FIRST_PAGE, cursor: null },
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
    if (tag) moveFocus(`rename:${tag.id}`);
  }, [focusIndex, tags, isLoadingNext, moveFocus]);

  const showMore = () => {
    if (isLoadingNext) return;
    const firstNew = tags.length;
    loadNext(FIRST_PAGE, { onComplete: (error) => (error ? undefined : setFocusIndex(firstNew)) });
  };

  const reset = () => {
    setEditing(null);
    setEditError(null);
    setConfirming(null);
    setFormError(null);
  };

  const cancelEdit = () => {
    if (!editing) return;
    moveFocus(`rename:${editing.id}`);
    setEditing(null);
    setEditError(null);
  };

  const cancelDelete = () => {
    if (!confirming) return;
    moveFocus(`delete:${confirming}`);
    setConfirming(null);
  };

  const saveRename = (event: FormEvent<HTMLFormElement>, tag: Tag) => {
    event.preventDefault();
    if (!editing || renaming) return;
    if (editing.title === tag.title) {
      cancelEdit();
      return;
    }
    setEditError(null);
    setFormError(null);
    rename(tag, editing.title, {
      onRenamed: () => {
        setEditing(null);
        moveFocus(`rename:${tag.id}`);
      },
      onFailed: ({ title, form }) => {
        setEditError(title);
        setFormError(form);
      },
    });
  };

  const confirmDelete = (tag: Tag) => {
    if (deleting) return;
    const index = tags.findIndex((t) => t.id === tag.id);
    const neighbour = tags[index + 1] ?? tags[index - 1];
    setFormError(null);
    // The row goes at once (optimistic): focus its neighbour, or the empty list's text.
    setConfirming(null);
    moveFocus(neighbour ? `rename:${neighbour.id}` : 'empty');
    deleteTag(tag.id, {
      onRefused: (message) => {
        setFormError(message);
        moveFocus(`delete:${tag.id}`);
      },
      onNetworkError: setFormError,
    });
  };

  const actions: TagRowActions = {
    startRename: (tag) => {
      setFormError(null);
      setConfirming(null);
      setEditError(null);
      setEditing({ id: tag.id, title: tag.title });
    },
    changeDraft: (tag, title) => setEditing({ id: tag.id, title }),
    saveRename,
    cancelRename: cancelEdit,
    askDelete: (tag) => {
      setFormError(null);
      setEditing(null);
      setConfirming(tag.id);
      moveFocus(`cancel-delete:${tag.id}`);
    },
    confirmDelete,
    cancelDelete,
  };
  const modeOf = (id: string): TagRowMode =>
    editing?.id === id
      ? { kind: 'rename', draft: editing.title, error: editError, saving: renaming }
      : confirming === id
        ? { kind: 'confirm', deleting }
        : { kind: 'view' };

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
                <TagRow tag={tag} mode={modeOf(tag.id)} actions={actions} />
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
