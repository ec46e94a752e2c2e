import { graphql, useFragment } from 'react-relay/hooks';
import type { ApiTokenItem_token$key } from '../../__generated__/ApiTokenItem_token.graphql';
import { formatWhen } from '../../lib/accessLabels';
import { ConfirmBox } from '../teams/ConfirmBox';

/** A personal token: name, access, dates; Revoke asks first. */
export function ApiTokenItem({
  token,
  confirming,
  revoking,
  onAsk,
  onRevoke,
  onCancel,
}: {
  token: ApiTokenItem_token$key;
  confirming: boolean;
  revoking: boolean;
  onAsk: () => void;
  onRevoke: () => void;
  onCancel: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment ApiTokenItem_token on ApiToken {
        name
        createdAt
        lastUsedAt
        expiresAt
        scope
      }
    `,
    token,
  );
  return (
    <li tabIndex={-1} className="py-3 focus:outline-none focus-visible:ring-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-900">
            {data.name}{' '}
            <span className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
              {data.scope === 'READ_ONLY' ? 'Read only' : 'Full access'}
            </span>
          </p>
          <p className="text-sm text-slate-600">
            Created {formatWhen(data.createdAt)} · last used {formatWhen(data.lastUsedAt)} ·{' '}
            {data.expiresAt ? `expires ${formatWhen(data.expiresAt)}` : 'never expires'}
          </p>
        </div>
        {confirming ? null : (
          <button
            type="button"
            className="btn-secondary !py-1.5"
            aria-label={`Revoke ${data.name}`}
            onClick={onAsk}
          >
            Revoke
          </button>
        )}
      </div>
      {confirming ? (
        <ConfirmBox
          confirmLabel="Revoke token"
          busyLabel="Revoking…"
          busy={revoking}
          onConfirm={onRevoke}
          onCancel={onCancel}
        >
          Whatever uses “{data.name}” is signed out at once.
        </ConfirmBox>
      ) : null}
    </li>
  );
}
