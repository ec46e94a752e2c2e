import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { SwipeFacts_swipe$key } from '../../../__generated__/SwipeFacts_swipe.graphql';
import { sourceDomain } from '../../../lib/swipeKinds';
import { CaptureReportFacts } from '../../captures/CaptureReportFacts';
import { useRetryCapture } from '../../captures/useRetryCapture';
import { capturingText, isCapturing } from '../capture';
import { useSwipeHref } from '../SwipeCard';
import { Spinner } from './Spinner';

/** Where a swipe comes from, when it was saved and how its capture went (editors retry). */
export function SwipeFacts({ swipe, canEdit }: { swipe: SwipeFacts_swipe$key; canEdit: boolean }) {
  const data = useFragment(
    graphql`
      fragment SwipeFacts_swipe on Swipe {
        id
        kind
        url
        source
        createdAt
        captureStatus
        captureError
        captureReport {
          partialReason
        }
        remixedFrom {
          id
          title
        }
        ...CaptureReportFacts_swipe
      }
    `,
    swipe,
  );
  const [retry, retrying] = useRetryCapture();
  const swipeHref = useSwipeHref();
  const status = data.captureStatus;
  const retryButton = canEdit ? (
    <button
      type="button"
      className="btn-secondary px-2 py-0.5 text-xs"
      disabled={retrying}
      onClick={() => retry(data.id)}
    >
      {retrying ? 'Retrying…' : 'Try again'}
    </button>
  ) : null;
  const domain = sourceDomain(data.url, data.source);
  const created = new Date(data.createdAt);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {data.url ? (
        <>
          <dt className="text-slate-500">Source</dt>
          <dd className="min-w-0 truncate">
            <a
              href={data.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-indigo-700 underline"
            >
              {domain ?? data.url}
            </a>
          </dd>
        </>
      ) : data.source ? (
        <>
          <dt className="text-slate-500">Source</dt>
          <dd>{data.source}</dd>
        </>
      ) : null}
      {data.remixedFrom ? (
        <>
          <dt className="text-slate-500">Remixed from</dt>
          <dd className="min-w-0 break-words">
            <Link
              to={swipeHref(data.remixedFrom.id)}
              className="font-medium text-indigo-700 underline"
            >
              {data.remixedFrom.title}
            </Link>
          </dd>
        </>
      ) : null}
      <dt className="text-slate-500">Saved</dt>
      <dd>
        <time dateTime={data.createdAt}>
          {created.toLocaleDateString(undefined, {
            year: 'numeric',
            month: 'short',
            day: 'numeric',
          })}
        </time>
      </dd>
      {status && status !== 'NONE' ? (
        <>
          <dt className="text-slate-500">Capture</dt>
          <dd>
            {isCapturing(status) ? (
              <span className="inline-flex items-center gap-1.5">
                <Spinner /> {capturingText(data.kind, status)}
              </span>
            ) : status === 'FAILED' ? (
              <span className="flex flex-wrap items-center gap-2">
                <span className="text-red-700">Failed: {data.captureError ?? 'unknown error'}</span>
                {retryButton}
              </span>
            ) : status === 'PARTIAL' ? (
              <span className="flex flex-wrap items-center gap-2">
                <span className="text-amber-800">
                  Captured in part:{' '}
                  {data.captureReport?.partialReason ?? 'the capture was cut short'}
                </span>
                {retryButton}
              </span>
            ) : (
              'Done'
            )}
          </dd>
        </>
      ) : null}
      <CaptureReportFacts swipe={data} />
    </dl>
  );
}
