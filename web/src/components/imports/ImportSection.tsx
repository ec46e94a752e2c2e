import {
  IMPORT_ACCEPT,
  IMPORT_FORMAT_NAMES,
  IMPORT_TOO_LARGE,
  MAX_IMPORT_BYTES,
  sniffFormat,
} from '@swipestack/common/imports';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import { fetchQuery } from 'relay-runtime';
import type { ImportSectionQuery as ImportSectionQueryType } from '../../__generated__/ImportSectionQuery.graphql';
import { useWritableTeams } from '../teams/TeamPicker';
import { ImportJobItem } from './ImportJobItem';
import { uploadImport } from './uploadImport';

const ImportSectionQuery = graphql`
  query ImportSectionQuery {
    viewer {
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
  }
`;

/** How often a running import's progress is read again. */
const POLL_MS = 1000;

type Detected = { file: File; name: string } | { file: File; error: string };

/** Which format a chosen file is, from its first bytes (the server decides the same way). */
async function detect(file: File): Promise<Detected> {
  if (file.size > MAX_IMPORT_BYTES) return { file, error: IMPORT_TOO_LARGE };
  const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  const format = sniffFormat(head);
  return format
    ? { file, name: IMPORT_FORMAT_NAMES[format] }
    : {
        file,
        error:
          'Swipestack cannot import this file. Choose a bookmarks HTML file, a Linkwarden or Karakeep JSON export, a CSV file with a url column, or a Swipestack export ZIP.',
      };
}

/**
 * Settings → Import: a file into one of the viewer's teams (docs/import.md). The upload shows
 * its progress, then the import's job does (read again each second while it runs); past
 * imports of the team are listed with their reports.
 */
export function ImportSection({ selectedTeamId }: { selectedTeamId: string | null }) {
  const environment = useRelayEnvironment();
  const data = useLazyLoadQuery<ImportSectionQueryType>(
    ImportSectionQuery,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const teams = useWritableTeams(data.viewer);
  const [teamId, setTeamId] = useState<string | null>(null);
  const team =
    teams.find((t) => t.id === teamId) ??
    teams.find((t) => t.id === selectedTeamId) ??
    teams[0] ??
    null;
  const imports =
    data.viewer?.teams.edges.find((edge) => edge.node.id === team?.id)?.node.imports ?? [];
  const [detected, setDetected] = useState<Detected | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const ids = { team: useId(), file: useId(), format: useId() };

  const running = imports.some((job) => job.status === 'QUEUED' || job.status === 'RUNNING');
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      fetchQuery(environment, ImportSectionQuery, {}).subscribe({});
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [running, environment]);

  if (!teams.length) {
    return (
      <p className="text-slate-600">
        You can import into a team where you are an editor, an admin or the owner.
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!team || !detected || 'error' in detected) return;
    setUploadError(null);
    setSent(0);
    const answer = await uploadImport(team.id, detected.file, setSent);
    setSent(null);
    if (!answer.ok) {
      setUploadError(answer.message);
      return;
    }
    setDetected(null);
    (event.target as HTMLFormElement).reset();
    fetchQuery(environment, ImportSectionQuery, {}).subscribe({});
  };

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">
        Bring in browser bookmarks (HTML), a Linkwarden backup or Karakeep export (JSON), a CSV file
        with the columns <code>url,title,tags,notes,collection</code>, or a Swipestack export (ZIP),
        up to 200 MB. Addresses the team already has are skipped; links are captured in the
        background.
      </p>
      <form className="space-y-4" onSubmit={submit}>
        <div>
          <label htmlFor={ids.team} className="block text-sm font-medium">
            Import into
          </label>
          <select
            id={ids.team}
            className="mt-1 block w-full max-w-md rounded-lg border border-slate-300 px-3 py-2 text-sm"
            value={team?.id ?? ''}
            onChange={(event) => setTeamId(event.target.value)}
          >
            {teams.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.file} className="block text-sm font-medium">
            File to import
          </label>
          <input
            id={ids.file}
            type="file"
            accept={IMPORT_ACCEPT}
            className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-slate-50"
            aria-describedby={detected ? ids.format : undefined}
            onChange={async (event) => {
              setUploadError(null);
              const file = event.target.files?.[0];
              setDetected(file ? await detect(file) : null);
            }}
          />
          {detected ? (
            'error' in detected ? (
              <p id={ids.format} className="mt-1 text-sm text-red-700" role="alert">
                {detected.error}
              </p>
            ) : (
              <p id={ids.format} className="mt-1 text-sm text-slate-700">
                Format: <span className="font-medium">{detected.name}</span>
              </p>
            )
          ) : null}
        </div>
        {sent !== null ? (
          <div className="space-y-1">
            <progress className="h-2 w-full" aria-label="Upload" max={1} value={sent} />
            <p className="text-sm text-slate-600" role="status">
              Uploading… {Math.round(sent * 100)}%
            </p>
          </div>
        ) : null}
        {uploadError ? (
          <p className="text-sm text-red-700" role="alert">
            {uploadError}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn-primary"
          disabled={!detected || 'error' in detected || sent !== null}
        >
          {sent !== null ? 'Uploading…' : 'Import'}
        </button>
      </form>
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
