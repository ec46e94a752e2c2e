import { IMPORT_FORMAT_NAMES } from '@swipestack/common/imports';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ImportJobItem_job$key } from '../../__generated__/ImportJobItem_job.graphql';
import { useCancelImport } from './useCancelImport';

const STATUS_LABELS: Record<string, string> = {
  QUEUED: 'Waiting to start',
  RUNNING: 'Importing',
  DONE: 'Finished',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
};

const count = (n: number) => n.toLocaleString('en-US');

/** One import: its progress bar while it runs, its report once it ends. */
export function ImportJobItem({ job: jobKey }: { job: ImportJobItem_job$key }) {
  const job = useFragment(
    graphql`
      fragment ImportJobItem_job on ImportJob {
        id
        fileName
        format
        status
        total
        processed
        imported
        duplicates
        overCap
        failed
        failures {
          item
          reason
        }
        error
        createdAt
      }
    `,
    jobKey,
  );
  const [cancel, cancelling] = useCancelImport();
  const active = job.status === 'QUEUED' || job.status === 'RUNNING';
  const formatName =
    IMPORT_FORMAT_NAMES[job.format as keyof typeof IMPORT_FORMAT_NAMES] ?? job.format;
  const headingId = `import-${job.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="min-w-0 break-all font-medium">
          {job.fileName}
        </h3>
        <span className="text-sm text-slate-600">
          {formatName} · {new Date(job.createdAt).toLocaleString()}
        </span>
      </div>
      <p className="mt-1 text-sm font-medium" data-testid="import-status">
        {STATUS_LABELS[job.status] ?? job.status}
      </p>
      {active ? (
        <div className="mt-2 space-y-2">
          <progress
            className="h-2 w-full"
            aria-label={`Import of ${job.fileName}`}
            max={job.total || 1}
            value={job.total ? job.processed : undefined}
          />
          <p className="text-sm text-slate-600" role="status">
            {job.total
              ? `${count(job.processed)} of ${count(job.total)} items`
              : 'Reading the file…'}
          </p>
          <button
            type="button"
            className="btn-secondary"
            disabled={cancelling}
            onClick={() => cancel(job.id)}
          >
            Cancel import
          </button>
        </div>
      ) : null}
      {job.error ? (
        <p className="mt-2 text-sm text-red-700" role="alert">
          {job.error}
        </p>
      ) : null}
      {job.status !== 'QUEUED' && !job.error ? (
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-slate-600">Imported</dt>
            <dd className="font-medium">{count(job.imported)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Duplicates skipped</dt>
            <dd className="font-medium">{count(job.duplicates)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Over the Free cap</dt>
            <dd className="font-medium">{count(job.overCap)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Failed</dt>
            <dd className="font-medium">{count(job.failed)}</dd>
          </div>
        </dl>
      ) : null}
      {job.overCap > 0 && !active ? (
        <p className="mt-2 text-sm text-slate-700">
          {count(job.overCap)} {job.overCap === 1 ? 'item was' : 'items were'} left out: the team
          reached the Free plan's cap. Upgrade and import the file again to add them.
        </p>
      ) : null}
      {job.failures.length ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer">Why items failed</summary>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {job.failures.map((failure) => (
              <li key={failure.item}>
                Item {failure.item}: {failure.reason}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}
