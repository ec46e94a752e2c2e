import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { CaptureUnavailableNoteQuery as CaptureUnavailableNoteQueryType } from '../../__generated__/CaptureUnavailableNoteQuery.graphql';
import { ErrorBoundary } from '../ErrorBoundary';

const CaptureUnavailableNoteQuery = graphql`
  query CaptureUnavailableNoteQuery {
    capturesAvailable
  }
`;

function Note() {
  const { capturesAvailable } = useLazyLoadQuery<CaptureUnavailableNoteQueryType>(
    CaptureUnavailableNoteQuery,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  if (capturesAvailable) return null;
  return (
    <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      Page capture is not available on this server
    </p>
  );
}

/**
 * Where a page or an email would be captured: says so when the server has no browser (its
 * captures then wait in the queue). Shows nothing while loading or if the check fails.
 */
export function CaptureUnavailableNote() {
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <Note />
      </Suspense>
    </ErrorBoundary>
  );
}
