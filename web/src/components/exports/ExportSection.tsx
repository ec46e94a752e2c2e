import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ExportSection_viewer$key } from '../../__generated__/ExportSection_viewer.graphql';
import { ErrorBoundary } from '../ErrorBoundary';
import { useWritableTeams } from '../teams/TeamPicker';
import { type ExportJob, isRunning, listExports, startExport } from './exports';

/** How often the progress of a running export is read. */
const POLL_MS = 1000;

const ACCOUNT = 'account';

function scopeLabel(job: ExportJob) {
  return job.scope === 'team' ? `All swipes of ${job.teamName ?? 'a deleted team'}` : 'My swipes';
}

function JobItem({ job }: { job: ExportJob }) {
  const label = scopeLabel(job);
  const started = new Date(job.createdAt).toLocaleString();
  return (
    <li className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="text-slate-500">{started}</span>
      </div>
      {isRunning(job) ? (
        <div className="mt-2">
          <progress
            className="h-2 w-full"
            max={Math.max(job.swipesTotal, 1)}
            value={job.swipesDone}
            aria-label={`Export of ${label}`}
          />
          <p className="mt-1 text-slate-600">
            {job.status === 'PENDING'
              ? 'Waiting to start…'
              : `${job.swipesDone} of ${job.swipesTotal} swipes packed…`}
          </p>
        </div>
      ) : null}
      {job.status === 'READY' && job.downloadUrl ? (
        <p className="mt-2 flex flex-wrap items-center gap-3">
          <a href={job.downloadUrl} download className="btn-secondary inline-block">
            Download ZIP
          </a>
          <span className="text-slate-600">
            {job.swipesTotal} swipes · link works until{' '}
            {job.expiresAt ? new Date(job.expiresAt).toLocaleString() : 'soon'}
          </span>
        </p>
      ) : null}
      {job.status === 'FAILED' ? (
        <p className="mt-2 text-red-700">{job.error ?? 'The export could not be made.'}</p>
      ) : null}
      {job.status === 'EXPIRED' ? (
        <p className="mt-2 text-slate-600">This link has expired. Start a new export.</p>
      ) : null}
    </li>
  );
}

function ExportForm({ viewer }: { viewer: ExportSection_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment ExportSection_viewer on User {
        ...TeamPicker_viewer
      }
    `,
    viewer,
  );
  const teams = useWritableTeams(data);
  const selectId = useId();
  const [scope, setScope] = useState(ACCOUNT);
  const [jobs, setJobs] = useState<ExportJob[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  const refresh = useCallback(async () => {
    try {
      setJobs(await listExports());
    } catch (caught) {
      setError((caught as Error).message);
    }
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const running = jobs?.some(isRunning) ?? false;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [running, refresh]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStarting(true);
    setError(null);
    try {
      const job = await startExport(scope === ACCOUNT ? null : scope);
      setJobs((current) => [job, ...(current ?? []).filter((other) => other.id !== job.id)]);
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setStarting(false);
    }
  };

  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="space-y-3">
        <div>
          <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
            What to export
          </label>
          <select
            id={selectId}
            value={scope}
            onChange={(event) => setScope(event.target.value)}
            className="mt-1 block w-full max-w-md rounded-lg border border-slate-300 px-3 py-2 text-sm"
            aria-describedby={`${selectId}-hint`}
          >
            <option value={ACCOUNT}>My swipes, in every team</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                All swipes of {team.name}
              </option>
            ))}
          </select>
          <p id={`${selectId}-hint`} className="mt-1 text-sm text-slate-600">
            A team's export holds every swipe in it, whoever saved it (editors and above).
          </p>
        </div>
        <button type="submit" className="btn-primary" disabled={starting}>
          {starting ? 'Starting export…' : 'Start export'}
        </button>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </form>
      {jobs === null ? (
        <p className="text-sm text-slate-600" role="status">
          Loading exports…
        </p>
      ) : jobs.length ? (
        <section aria-live="polite">
          <h3 className="text-sm font-semibold text-slate-800">Your exports</h3>
          <ul aria-label="Your exports" className="mt-2 space-y-2">
            {jobs.map((job) => (
              <JobItem key={job.id} job={job} />
            ))}
          </ul>
        </section>
      ) : (
        <p className="text-sm text-slate-600">No exports yet.</p>
      )}
    </div>
  );
}

/**
 * Exports made in the background (docs/export.md): pick the scope, watch the progress, download
 * the ZIP when it is ready (the link is also emailed).
 */
export function ExportSection({ viewer }: { viewer: ExportSection_viewer$key }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        A ZIP file with <code>swipes.json</code> (titles, links, notes, tags, collections, dates and
        the text of pages, emails and images), every image, screenshot and email attachment, and
        each email as a page that opens offline.
      </p>
      <ErrorBoundary fallback={<p className="text-red-700">Exports could not be loaded.</p>}>
        <ExportForm viewer={viewer} />
      </ErrorBoundary>
    </div>
  );
}
