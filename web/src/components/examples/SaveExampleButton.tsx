import { lazy, Suspense, use } from 'react';
import { currentViewer } from '../../lib/viewerStatus';
import { ErrorBoundary } from '../ErrorBoundary';
import { SignUpToSave } from './SignUpToSave';

// Relay loads only when a signed-in visitor opens an example (docs/web.md, JavaScript budget).
const SaveForViewer = lazy(() => import('./SaveExampleForViewer'));

function SaveOrSignUp({ exampleId }: { exampleId: string }) {
  const viewer = use(currentViewer());
  return viewer ? <SaveForViewer exampleId={exampleId} /> : <SignUpToSave />;
}

/** One click saves the example into the viewer's selected team; visitors are asked to sign up. */
export function SaveExampleButton({ exampleId }: { exampleId: string }) {
  return (
    <ErrorBoundary fallback={<SignUpToSave />}>
      <Suspense fallback={<span className="text-sm text-slate-700">Loading…</span>}>
        <SaveOrSignUp exampleId={exampleId} />
      </Suspense>
    </ErrorBoundary>
  );
}
