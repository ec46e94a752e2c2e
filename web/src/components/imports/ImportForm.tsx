import {
  IMPORT_ACCEPT,
  IMPORT_FORMAT_NAMES,
  IMPORT_TOO_LARGE,
  MAX_IMPORT_BYTES,
  sniffFormat,
} from '@swipestack/common/imports';
import { type FormEvent, useId, useState } from 'react';
import { uploadImport } from './uploadImport';

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

type TeamOption = { readonly id: string; readonly name: string };

/** The team to import into and the file, its detected format, and the upload's progress. */
export function ImportForm({
  teams,
  team,
  onTeamChange,
  onUploaded,
}: {
  teams: readonly TeamOption[];
  team: TeamOption | null;
  onTeamChange: (teamId: string) => void;
  onUploaded: () => void;
}) {
  const [detected, setDetected] = useState<Detected | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const ids = { team: useId(), file: useId(), format: useId() };

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
    onUploaded();
  };

  return (
    <form className="space-y-4" onSubmit={submit}>
      <div>
        <label htmlFor={ids.team} className="block text-sm font-medium">
          Import into
        </label>
        <select
          id={ids.team}
          className="mt-1 block w-full max-w-md rounded-lg border border-slate-300 px-3 py-2 text-sm"
          value={team?.id ?? ''}
          onChange={(event) => onTeamChange(event.target.value)}
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
  );
}
