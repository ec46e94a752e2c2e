import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { SaveExampleForViewerQuery } from '../../__generated__/SaveExampleForViewerQuery.graphql';
import { resolveSelectedTeam } from '../../lib/teamSelection';
import { CurrentRelayEnvironment } from '../../relay/RelayScope';
import { useViewerTeams } from '../teams/TeamPicker';
import { saveLinkClass as linkClass, SignUpToSave } from './SignUpToSave';
import { useSaveExample } from './useSaveExample';

type Status =
  | { kind: 'idle' }
  | { kind: 'saved'; teamName: string }
  | { kind: 'error'; message: string; capped: boolean };

function SaveForViewer({ exampleId }: { exampleId: string }) {
  const data = useLazyLoadQuery<SaveExampleForViewerQuery>(
    graphql`
      query SaveExampleForViewerQuery {
        viewer {
          ...TeamPicker_viewer
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const [saveExample, saving] = useSaveExample();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const { viewerId, teams } = useViewerTeams(data.viewer);
  if (!data.viewer) return <SignUpToSave />;
  // The team chosen in the app (spec §4 priority), as everywhere else.
  const team = resolveSelectedTeam(viewerId, teams);
  if (!team) return null;

  function save() {
    if (!team) return;
    const teamName = team.name;
    saveExample(exampleId, team.id, {
      onSaved: () => setStatus({ kind: 'saved', teamName }),
      onFailed: (message, capped) => setStatus({ kind: 'error', message, capped }),
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
