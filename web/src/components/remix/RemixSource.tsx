import type { Ref } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { RemixSourceQuery as RemixSourceQueryType } from '../../__generated__/RemixSourceQuery.graphql';
import { swipeDetailHref } from './RemixVariantCard';

const RemixSourceQuery = graphql`
  query RemixSourceQuery($id: ID!) {
    node(id: $id) {
      ... on Swipe @alias(as: "swipe") {
        id
        title
        remixable
        team {
          id
          name
        }
      }
    }
  }
`;

const PANEL = 'rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm';

/**
 * The swipe a remix starts from (`?swipe=` on /remix): "Remixing: <title>" with Remove, or why
 * it cannot be used (gone, no text yet, another team's). Its field error (`sourceSwipeId`)
 * shows here.
 */
export function RemixSource({
  id,
  teamId,
  onRemove,
  onSwitchTeam,
  error,
  errorId,
  removeRef,
}: {
  id: string;
  /** The team the remix is for (the one selected in the sidebar). */
  teamId: string;
  onRemove: () => void;
  onSwitchTeam: (teamId: string) => void;
  error?: string | undefined;
  errorId: string;
  /** The Remove button: the field's error gives it the focus. */
  removeRef: Ref<HTMLButtonElement>;
}) {
  const data = useLazyLoadQuery<RemixSourceQueryType>(
    RemixSourceQuery,
    { id },
    { fetchPolicy: 'store-and-network' },
  );
  const swipe = data.node?.swipe ?? null;
  const remove = (
    <button
      ref={removeRef}
      type="button"
      onClick={onRemove}
      aria-describedby={error ? errorId : undefined}
      className="btn-secondary !px-3 !py-1 !text-xs"
    >
      Remove<span className="sr-only"> the source swipe</span>
    </button>
  );
  const errorText = error ? (
    <p id={errorId} className="mt-2 font-medium text-red-700">
      {error}
    </p>
  ) : null;

  if (!swipe) {
    return (
      <div className={PANEL}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p>This swipe could not be found: it may have been deleted.</p>
          {remove}
        </div>
        {errorText}
      </div>
    );
  }
  const otherTeam = swipe.team.id !== teamId;
  return (
    <div className={PANEL}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 break-words">
          <span className="font-semibold">Remixing:</span>{' '}
          <Link to={swipeDetailHref(swipe.id)} className="font-medium text-indigo-800 underline">
            {swipe.title}
          </Link>
        </p>
        {remove}
      </div>
      {otherTeam ? (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-amber-900">
          <p>This swipe is in the team {swipe.team.name}: switch to it to remix the swipe.</p>
          <button
            type="button"
            className="btn-secondary !px-3 !py-1 !text-xs"
            onClick={() => onSwitchTeam(swipe.team.id)}
          >
            Switch to {swipe.team.name}
          </button>
        </div>
      ) : !swipe.remixable ? (
        <p className="mt-2 text-amber-900">
          This swipe has no text yet: add notes to it, or wait until its page or image text has been
          read.
        </p>
      ) : (
        <p className="mt-1 text-slate-700">
          AI Remix learns structure and angle from its text; it does not copy it.
        </p>
      )}
      {errorText}
    </div>
  );
}
