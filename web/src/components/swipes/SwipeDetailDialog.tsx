import * as Dialog from '@radix-ui/react-dialog';
import { Suspense } from 'react';
import { useReturnFocus } from '../../lib/useReturnFocus';
import { ErrorBoundary } from '../ErrorBoundary';
import { VideoPlaybackProvider } from '../videos/videoPlayback';
import { Spinner } from './detail/Spinner';
import { SwipeDetail } from './detail/SwipeDetail';

function DetailFallback() {
  return (
    <div
      className="flex flex-1 items-center justify-center gap-2 p-12 text-slate-600"
      role="status"
    >
      <Dialog.Title className="sr-only">Loading swipe</Dialog.Title>
      <Spinner /> Loading swipe…
    </div>
  );
}

/** The swipe detail view, open while the address has ?swipe=<id>. */
export function SwipeDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={Boolean(id)} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content
          aria-describedby={undefined}
          {...returnFocus}
          onEscapeKeyDown={(event) => {
            // Escape first leaves what the focused control opened (pin mode, a list of
            // suggestions), then closes the view.
            if (event.target instanceof Element && event.target.closest('[data-handles-escape]'))
              event.preventDefault();
          }}
          className="fixed inset-2 z-40 flex flex-col overflow-hidden rounded-2xl bg-white shadow-2xl focus:outline-none sm:inset-6 lg:inset-10"
        >
          {id ? (
            <ErrorBoundary
              fallback={
                <div className="p-6">
                  <Dialog.Title className="text-lg font-semibold">
                    Could not load the swipe
                  </Dialog.Title>
                  <Dialog.Close className="btn-secondary mt-4">Close</Dialog.Close>
                </div>
              }
            >
              <Suspense fallback={<DetailFallback />}>
                {/* Above the view, so its parts (the comments, the transcript) reach the player. */}
                <VideoPlaybackProvider>
                  <SwipeDetail key={id} id={id} onClose={onClose} />
                </VideoPlaybackProvider>
              </Suspense>
            </ErrorBoundary>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
