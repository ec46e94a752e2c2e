import { FIRST_PAGE, nodesOf } from '@swipestack/common/lists';
import { useRef } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { ManageTagsDialog_team$key } from '../../__generated__/ManageTagsDialog_team.graphql';
import { FormAlert } from '../forms';
import { ShowMoreButton } from '../ShowMore';
import { Modal } from '../swipes/Modal';
import { TagRow } from './TagRow';
import { TagSearch } from './TagSearch';
import { useMoveFocus } from './useMoveFocus';
import { useTagEditing } from './useTagEditing';
import { useTagPages } from './useTagPages';

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
  const listRef = useRef<HTMLDivElement>(null);
  const moveFocus = useMoveFocus(listRef);
  // A deleted tag can leave a null entry behind until the team refetches.
  const tags = nodesOf(data.tags).filter(Boolean);
  const total = data.tags.totalCount;
  const pages = useTagPages(tags, { loadNext, isLoadingNext, refetch }, moveFocus);
  const { actions, modeOf, formError, reset, cancelStep } = useTagEditing(data.id, tags, moveFocus);

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
        if (cancelStep()) event.preventDefault();
      }}
    >
      <div ref={listRef} className="space-y-3">
        <FormAlert message={formError} />
        {total > 0 || pages.search ? (
          <TagSearch
            value={pages.search}
            onChange={pages.setSearch}
            applied={pages.applied}
            searching={pages.searching}
            shown={tags.length}
            total={total}
          />
        ) : null}
        {tags.length === 0 ? (
          <p data-focus="empty" tabIndex={-1} className="text-sm text-slate-600">
            {pages.applied
              ? `No tags match “${pages.applied}”.`
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
              onClick={pages.showMore}
            />
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
