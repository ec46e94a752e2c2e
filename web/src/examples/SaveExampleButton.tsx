import { lazy, Suspense, use } from 'react';
import { Link } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { currentViewer } from '../lib/viewerStatus';

// Relay loads only when a signed-in visitor opens an example (docs/web.md, JavaScript budget).
const SaveForViewer = lazy(() => import('./SaveExampleForViewer'));

export const saveLinkClass =
  'inline-flex items-center justify-center rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-700';

export function SignUpToSave() {
  return (
    <Link to="/register" className={saveLinkClass}>
      Sign up to save
    </Link>
  );
}

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
