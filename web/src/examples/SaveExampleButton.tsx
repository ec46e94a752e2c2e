import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { SaveExampleButtonMutation } from '../__generated__/SaveExampleButtonMutation.graphql';
import type { SaveExampleButtonQuery } from '../__generated__/SaveExampleButtonQuery.graphql';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { resolveSelectedTeam } from '../lib/teamSelection';

const linkClass =
  'inline-flex items-center justify-center rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-700';

function SignUpToSave() {
  return (
    <Link to="/register" className={linkClass}>
      Sign up to save
    </Link>
  );
}

type Status =
  | { kind: 'idle' }
  | { kind: 'saved'; teamName: string }
  | { kind: 'error'; message: string; capped: boolean };

function SaveForViewer({ exampleId }: { exampleId: string }) {
  const data = useLazyLoadQuery<SaveExampleButtonQuery>(
    graphql`
      query SaveExampleButtonQuery {
        viewer {
          id
          teams(first: 50) {
            edges {
              node {
                id
                name
                type
              }
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const [commit, saving] = useMutation<SaveExampleButtonMutation>(graphql`
    mutation SaveExampleButtonMutation($exampleId: ID!, $teamId: ID!) {
      saveExample(exampleId: $exampleId, teamId: $teamId) {
        swipe {
          id
        }
        errors {
          __typename
          ... on Error {
            message
          }
        }
      }
    }
  `);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const viewer = data.viewer;
  if (!viewer) return <SignUpToSave />;
  const teams = viewer.teams.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  // The team chosen in the app (spec §4 priority), as everywhere else.
  const team = resolveSelectedTeam(viewer.id, teams);
  if (!team) return null;

  function save() {
    if (!team) return;
    commit({
      variables: { exampleId, teamId: team.id },
      onCompleted: (response) => {
        const error = response.saveExample?.errors[0];
        if (error || !response.saveExample?.swipe) {
          setStatus({
            kind: 'error',
            message: error?.message ?? 'The example could not be saved.',
            capped: error?.__typename === 'SwipeLimitError',
          });
        } else setStatus({ kind: 'saved', teamName: team.name });
      },
      onError: () =>
        setStatus({ kind: 'error', message: 'The example could not be saved.', capped: false }),
    });
  }

  return (
    <div className="flex flex-col items-start gap-2">
      {status.kind === 'saved' ? (
        <Link to="/swipes" className={linkClass}>
          Saved · Open my swipes
        </Link>
      ) : (
        <button
          type="button"
          onClick={save}
          disabled={saving}
          className={`${linkClass} disabled:opacity-60`}
        >
          {saving ? 'Saving…' : 'Save to my swipes'}
        </button>
      )}
      <p role="status" className="text-sm text-slate-700">
        {status.kind === 'saved' ? `Saved to ${status.teamName}.` : null}
        {status.kind === 'error' ? (
          <>
            {status.message}
            {status.capped ? (
              <>
                {' '}
                <Link to="/pricing" className="font-medium text-indigo-700 underline">
                  Compare plans
                </Link>
              </>
            ) : null}
          </>
        ) : null}
      </p>
    </div>
  );
}

/** One click saves the example into the viewer's selected team; visitors are asked to sign up. */
export function SaveExampleButton({ exampleId }: { exampleId: string }) {
  return (
    <ErrorBoundary fallback={<SignUpToSave />}>
      <Suspense fallback={<span className="text-sm text-slate-700">Loading…</span>}>
        <SaveForViewer exampleId={exampleId} />
      </Suspense>
    </ErrorBoundary>
  );
}
