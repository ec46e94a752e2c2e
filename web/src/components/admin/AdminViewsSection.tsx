import { graphql, useFragment } from 'react-relay/hooks';
import type { AdminViewsSection_viewer$key } from '../../__generated__/AdminViewsSection_viewer.graphql';
import { formatWhen } from '../../lib/accessLabels';

/** Each time an administrator viewed the account as its user: when, for how long, and why. */
export function AdminViewsSection({ viewer }: { viewer: AdminViewsSection_viewer$key }) {
  const { adminViews } = useFragment(
    graphql`
      fragment AdminViewsSection_viewer on User {
        adminViews {
          id
          startedAt
          endedAt
          reason
        }
      }
    `,
    viewer,
  );
  if (adminViews.length === 0)
    return <p className="text-sm text-slate-600">No administrator has viewed your account.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {adminViews.map((view) => (
        <li key={view.id} className="px-4 py-3 text-sm">
          <p className="font-medium text-slate-900">
            An administrator viewed your account on {formatWhen(view.startedAt)}
            {view.endedAt ? ` until ${formatWhen(view.endedAt)}` : ' (still viewing)'}.
          </p>
          <p className="mt-1 text-slate-700 break-words">Reason: “{view.reason}”</p>
        </li>
      ))}
    </ul>
  );
}
