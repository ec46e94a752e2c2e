import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from '../ErrorBoundary';

/** A section of the team selected in the sidebar: its loading and error states, tried again on a switch. */
export function SelectedTeamBoundary({
  teamId,
  loading,
  failed,
  children,
}: {
  teamId: string | undefined;
  loading: string;
  failed: string;
  children: ReactNode;
}) {
  if (!teamId) return <p className="text-slate-600">You are not a member of any team yet.</p>;
  return (
    <ErrorBoundary resetKey={teamId} fallback={<p className="text-red-700">{failed}</p>}>
      <Suspense
        fallback={
          <p className="text-slate-600" role="status">
            {loading}
          </p>
        }
      >
        {children}
      </Suspense>
    </ErrorBoundary>
  );
}
