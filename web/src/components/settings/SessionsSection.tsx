import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { SessionsSectionFragment$key } from '../../__generated__/SessionsSectionFragment.graphql';
import type { SessionsSectionRevokeMutation } from '../../__generated__/SessionsSectionRevokeMutation.graphql';
import { describeBrowser, formatWhen } from '../../lib/accessLabels';
import { NETWORK_ERROR_MESSAGE } from '../../lib/formErrors';
import { nodesOf } from '../../relay/nodes';

/** The viewer's signed-in browsers; any but this one can be signed out from here. */
export function SessionsSection({ viewer }: { viewer: SessionsSectionFragment$key }) {
  const data = useFragment(
    graphql`
      fragment SessionsSectionFragment on User {
        id
        sessions(first: 100) {
          totalCount
          edges {
            node {
              id
              current
              createdAt
              lastUsedAt
              ip
              userAgent
            }
          }
        }
      }
    `,
    viewer,
  );
  const [busyId, setBusyId] = useState<string | null>(null);
  const [commit] = useMutation<SessionsSectionRevokeMutation>(graphql`
    mutation SessionsSectionRevokeMutation($input: RevokeSessionInput!) {
      revokeSession(input: $input) {
        deletedId
        errors {
          __typename
          ... on Error {
            message
          }
        }
      }
    }
  `);

  const signOut = (id: string) => {
    setBusyId(id);
    commit({
      variables: { input: { id } },
      updater: (store, response) => {
        if (!response?.revokeSession.deletedId) return;
        const user = store.get(data.id);
        const sessions = user?.getLinkedRecords('sessions') ?? [];
        user?.setLinkedRecords(
          sessions.filter((record) => record?.getDataID() !== response.revokeSession.deletedId),
          'sessions',
        );
      },
      onCompleted: ({ revokeSession }) => {
        setBusyId(null);
        const error = revokeSession.errors[0];
        if (error) toast.error(error.message ?? 'Unable to sign out that browser');
        else toast.success('Browser signed out');
      },
      onError: () => {
        setBusyId(null);
        toast.error(NETWORK_ERROR_MESSAGE);
      },
    });
  };

  return (
    <ul aria-label="Signed-in browsers" className="divide-y divide-slate-200">
      {nodesOf(data.sessions).map((session) => (
        <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-900">
              {describeBrowser(session.userAgent)}
              {session.current ? (
                <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                  This browser
                </span>
              ) : null}
            </p>
            <p className="text-sm text-slate-600">
              {session.ip ? `${session.ip} · ` : ''}signed in {formatWhen(session.createdAt)} · last
              active {formatWhen(session.lastUsedAt)}
            </p>
          </div>
          {session.current ? null : (
            <button
              type="button"
              className="btn-secondary !py-1.5"
              disabled={busyId === session.id}
              onClick={() => signOut(session.id)}
              aria-label={`Sign out ${describeBrowser(session.userAgent)}, last active ${formatWhen(session.lastUsedAt)}`}
            >
              {busyId === session.id ? 'Signing out…' : 'Sign out'}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
