import { useCallback, useId, useRef, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import type { RemixList_team$key } from '../../__generated__/RemixList_team.graphql';
import type { RemixListQuery as RemixListQueryType } from '../../__generated__/RemixListQuery.graphql';
import { ShowMoreButton, useShowMore } from '../ShowMore';
import { Modal } from '../swipes/Modal';
import { RemixCard } from './RemixCard';
import { useDeleteRemix } from './useDeleteRemix';

/** Remixes are large (a brief and up to five variants): a few at a time. */
const PAGE = 10;

const RemixListQuery = graphql`
  query RemixListQuery($teamId: ID!, $sourceSwipe: ID) {
    node(id: $teamId) {
      ... on Team @alias(as: "team") {
        id
        ...RemixList_team @arguments(sourceSwipe: $sourceSwipe)
      }
    }
  }
`;

/** The team's remixes, newest first (only one swipe's with `sourceSwipe`), a page at a time. */
const RemixList_team = graphql`
  fragment RemixList_team on Team
  @refetchable(queryName: "RemixListPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 10 }
    cursor: { type: "String" }
    sourceSwipe: { type: "ID" }
  ) {
    id
    remixes(first: $count, after: $cursor, sourceSwipe: $sourceSwipe)
      @connection(key: "RemixList_remixes", filters: ["sourceSwipe"]) {
      totalCount
      edges {
        node {
          id
          ...RemixCard_remix
        }
      }
    }
  }
`;

const EXPLAINER =
  'Describe what you sell and AI Remix writes headlines, body copy, calls to action or email subject lines in a few variants. Start from a swipe to borrow its angle; rate, edit and save the variants you like as swipes.';

/**
 * "Earlier remixes" under the brief: the team's remixes, or with a source swipe in the address
 * only that swipe's, with a button to show them all (and back).
 */
export function RemixHistory({
  teamId,
  canEdit,
  sourceSwipeId,
  justCreated,
}: {
  teamId: string;
  canEdit: boolean;
  /** The address's `?swipe=`: the list starts with that swipe's remixes only. */
  sourceSwipeId: string | null;
  /** The remix just asked for, whose heading takes the focus as it appears. */
  justCreated: string | null;
}) {
  const [showAll, setShowAll] = useState(false);
  const [pending, startTransition] = useTransition();
  const filtered = Boolean(sourceSwipeId) && !showAll;
  const data = useLazyLoadQuery<RemixListQueryType>(
    RemixListQuery,
    { teamId, sourceSwipe: filtered ? sourceSwipeId : null },
    { fetchPolicy: 'store-and-network' },
  );
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const team = data.node?.team;
  if (!team) return <p className="mt-8 text-slate-600">This team could not be loaded.</p>;
  return (
    <section aria-labelledby={headingId} aria-busy={pending} className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          ref={heading}
          id={headingId}
          tabIndex={-1}
          className="text-lg font-semibold focus:outline-none focus-visible:outline-2"
        >
          {filtered ? 'Remixes of this swipe' : 'Your team’s remixes'}
        </h2>
        {sourceSwipeId ? (
          <button
            type="button"
            className="btn-secondary !px-3 !py-1.5"
            disabled={pending}
            onClick={() => startTransition(() => setShowAll((all) => !all))}
          >
            {filtered ? 'Show all remixes' : 'Show only this swipe’s remixes'}
          </button>
        ) : null}
      </div>
      <div className={pending ? 'opacity-60 transition-opacity' : undefined}>
        <RemixList
          team={team}
          teamId={team.id}
          canEdit={canEdit}
          filtered={filtered}
          justCreated={justCreated}
          onDeleted={() => heading.current?.focus()}
        />
      </div>
    </section>
  );
}

function RemixList({
  team: key,
  teamId,
  canEdit,
  filtered,
  justCreated,
  onDeleted,
}: {
  team: RemixList_team$key;
  teamId: string;
  canEdit: boolean;
  filtered: boolean;
  justCreated: string | null;
  onDeleted: () => void;
}) {
  const pagination = usePaginationFragment(RemixList_team, key);
  // A remix deleted elsewhere leaves a null entry until the list is read again.
  const remixes = pagination.data.remixes.edges.map((edge) => edge.node).filter(Boolean);
  const total = pagination.data.remixes.totalCount;
  const { listRef, showMore } = useShowMore<HTMLOListElement>(remixes.length, PAGE, pagination);
  const [deleting, setDeleting] = useState<{
    id: string;
    title: string;
    sourceSwipeId: string | null;
  } | null>(null);
  const deleted = useRef(false);
  const [remove, removing] = useDeleteRemix(teamId);
  const onDelete = useCallback(setDeleting, []);

  return (
    <>
      {remixes.length === 0 ? (
        <div className="mt-4 rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <h3 className="text-base font-semibold">
            {filtered ? 'No remixes of this swipe yet' : 'No remixes yet'}
          </h3>
          <p className="mx-auto mt-2 max-w-lg text-sm text-slate-600">{EXPLAINER}</p>
        </div>
      ) : (
        <ol ref={listRef} aria-label="Remixes" className="mt-4 space-y-6">
          {remixes.map((remix) => (
            <li key={remix.id} tabIndex={-1} className="focus:outline-none">
              <RemixCard
                remix={remix}
                teamId={teamId}
                canEdit={canEdit}
                focusOnMount={remix.id === justCreated}
                onDelete={onDelete}
              />
            </li>
          ))}
        </ol>
      )}
      {pagination.hasNext ? (
        <div className="flex flex-col items-center gap-1">
          <ShowMoreButton
            remaining={total - remixes.length}
            pageSize={PAGE}
            singular="remix"
            plural="remixes"
            loading={pagination.isLoadingNext}
            onClick={showMore}
          />
          <p className="text-xs text-slate-600">
            Showing {remixes.length} of {total}
          </p>
        </div>
      ) : null}
      <Modal
        open={Boolean(deleting)}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this remix?"
        description={
          deleting
            ? `“${deleting.title}” and its variants go; swipes saved from them stay in your swipe file.`
            : undefined
        }
        onCloseAutoFocus={(event) => {
          // The remix is gone, and the button that opened the dialog with it.
          if (!deleted.current) return;
          deleted.current = false;
          event.preventDefault();
          onDeleted();
        }}
      >
        <div className="flex justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => setDeleting(null)}>
            Cancel
          </button>
          <button
            type="button"
            disabled={removing}
            onClick={() => {
              if (!deleting) return;
              remove(deleting, (done) => {
                deleted.current = done;
                setDeleting(null);
              });
            }}
            className="rounded-lg bg-red-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
          >
            {removing ? 'Deleting…' : 'Delete remix'}
          </button>
        </div>
      </Modal>
    </>
  );
}
