import { startTransition, useCallback, useEffect, useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import type { ImportSection_viewer$key } from '../../__generated__/ImportSection_viewer.graphql';
import type { ImportSectionRefetchQuery } from '../../__generated__/ImportSectionRefetchQuery.graphql';
import { useWritableTeams } from '../teams/TeamPicker';
import { ImportForm } from './ImportForm';
import { ImportJobItem } from './ImportJobItem';

/** How long after the last answer a running import's progress is read again. */
const POLL_MS = 1000;

/**
 * Settings → Import: a file into one of the viewer's teams (docs/import.md). The upload shows
 * its progress, then the import's job does (read again each second while it runs); past
 * imports of the team are listed with their reports.
 */
export function ImportSection({
  viewer,
  selectedTeamId,
}: {
  viewer: ImportSection_viewer$key;
  selectedTeamId: string | null;
}) {
  const [data, refetch] = useRefetchableFragment<
    ImportSectionRefetchQuery,
    ImportSection_viewer$key
  >(
    graphql`
      fragment ImportSection_viewer on User
      @refetchable(queryName: "ImportSectionRefetchQuery") {
        ...TeamPicker_viewer
        # The imports of each team the picker lists.
        teams(first: 50) {
          edges {
            node {
              id
              imports {
                id
                status
                ...ImportJobItem_job
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const teams = useWritableTeams(data);
  const [teamId, setTeamId] = useState<string | null>(null);
  const team =
    teams.find((t) => t.id === teamId) ??
    teams.find((t) => t.id === selectedTeamId) ??
    teams[0] ??
    null;
  const imports = data.teams.edges.find((edge) => edge.node.id === team?.id)?.node.imports ?? [];

  // The old list stays on screen while the next is read (a transition, not a suspense).
  const [reads, setReads] = useState(0);
  const reload = useCallback(
    () =>
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only', onComplete: () => setReads((n) => n + 1) });
      }),
    [refetch],
  );
  const running = imports.some((job) => job.status === 'QUEUED' || job.status === 'RUNNING');
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer (`reads`) starts the wait for the next read
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [running, reload, reads]);

  if (!teams.length) {
    return (
      <p className="text-slate-600">
        You can import into a team where you are an editor, an admin or the owner.
      </p>
    );
  }

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">
        Bring in browser bookmarks (HTML), a Linkwarden backup or Karakeep export (JSON), a CSV file
        with the columns <code>url,title,tags,notes,collection</code>, or a Swipestack export (ZIP),
        up to 200 MB. Addresses the team already has are skipped; links are captured in the
        background.
      </p>
      <ImportForm teams={teams} team={team} onTeamChange={setTeamId} onUploaded={reload} />
      <div>
        <h3 className="text-sm font-semibold">Imports into {team?.name}</h3>
        {team && imports.length ? (
          <ul className="mt-2 space-y-3" aria-label={`Imports into ${team.name}`}>
            {imports.map((job) => (
              <ImportJobItem key={job.id} job={job} />
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-600">No imports into this team yet.</p>
        )}
      </div>
    </div>
  );
}
