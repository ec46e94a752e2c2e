import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { SaveExampleForViewerMutation } from '../__generated__/SaveExampleForViewerMutation.graphql';
import type { SaveExampleForViewerQuery } from '../__generated__/SaveExampleForViewerQuery.graphql';
import { firstPayloadError } from '../lib/formErrors';
import { resolveSelectedTeam } from '../lib/teamSelection';
import { CurrentRelayEnvironment } from '../relay/RelayScope';
import { saveLinkClass as linkClass, SignUpToSave } from './SaveExampleButton';

type Status =
  | { kind: 'idle' }
  | { kind: 'saved'; teamName: string }
  | { kind: 'error'; message: string; capped: boolean };

function SaveForViewer({ exampleId }: { exampleId: string }) {
  const data = useLazyLoadQuery<SaveExampleForViewerQuery>(
    graphql`
      query SaveExampleForViewerQuery {
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
  const [commit, saving] = useMutation<SaveExampleForViewerMutation>(graphql`
    mutation SaveExampleForViewerMutation($input: SaveExampleInput!) {
      saveExample(input: $input) {
        swipe {
          id
        }
        errors {
          __typename
          ...formErrors_error @alias(as: "error")
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
      variables: { input: { exampleId, teamId: team.id } },
      onCompleted: (response) => {
        const errors = response.saveExample?.errors ?? [];
        if (errors.length || !response.saveExample?.swipe) {
          setStatus({
            kind: 'error',
            message: firstPayloadError(errors) ?? 'The example could not be saved.',
            capped: errors.some((error) => error.__typename === 'SwipeLimitError'),
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

export default function SaveExampleForViewer({ exampleId }: { exampleId: string }) {
  return (
    <CurrentRelayEnvironment>
      <SaveForViewer exampleId={exampleId} />
    </CurrentRelayEnvironment>
  );
}
