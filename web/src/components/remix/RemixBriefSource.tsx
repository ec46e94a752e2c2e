import { type ComponentProps, Suspense } from 'react';
import { ErrorBoundary } from '../ErrorBoundary';
import { RemixSource } from './RemixSource';

/** The brief's source swipe (`?swipe=`), loaded on its own: its wait and its failure stay here. */
export function RemixBriefSource(props: ComponentProps<typeof RemixSource>) {
  return (
    <ErrorBoundary
      key={props.id}
      fallback={
        <p role="alert" className="text-sm text-red-700">
          The swipe to remix could not be loaded.
        </p>
      }
    >
      <Suspense
        fallback={
          <p role="status" className="text-sm text-slate-600">
            Loading the swipe…
          </p>
        }
      >
        <RemixSource {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
