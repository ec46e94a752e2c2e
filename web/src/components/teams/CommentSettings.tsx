import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CommentSettings_team$key } from '../../__generated__/CommentSettings_team.graphql';
import { useSetViewersMayComment } from '../comments/useSetViewersMayComment';

/**
 * Who may comment on the team's swipes: editors and above always; viewers when admins and
 * owners allow it ("Viewers can comment"). Others read how it is set.
 */
export function CommentSettings({
  team,
  manage,
}: {
  team: CommentSettings_team$key;
  /** Admins and owners change it. */
  manage: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment CommentSettings_team on Team {
        id
        viewersMayComment
      }
    `,
    team,
  );
  const headingId = useId();
  const boxId = useId();
  const [error, setError] = useState<string | null>(null);
  const [setAllowed, saving] = useSetViewersMayComment();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold">
        Comments
      </h3>
      {manage ? (
        <div className="mt-2 flex items-start gap-3">
          <input
            id={boxId}
            type="checkbox"
            checked={data.viewersMayComment}
            disabled={saving}
            onChange={(event) => {
              setError(null);
              setAllowed(data.id, event.target.checked, setError);
            }}
            aria-describedby={`${boxId}-hint`}
            className="mt-0.5 h-4 w-4 rounded border-slate-300 text-indigo-600"
          />
          <div>
            <label htmlFor={boxId} className="text-sm font-medium text-slate-900">
              Viewers can comment
            </label>
            <p id={`${boxId}-hint`} className="text-sm text-slate-600">
              Editors, admins and owners always can. Viewers can read comments either way.
            </p>
          </div>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          {data.viewersMayComment
            ? 'Every member can comment on swipes, viewers too.'
            : 'Editors, admins and owners can comment on swipes; viewers can read comments.'}
        </p>
      )}
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
