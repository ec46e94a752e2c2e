import * as Dialog from '@radix-ui/react-dialog';
import { FIELD_LIMITS } from '@swipestack/common/limits';
import { can } from '@swipestack/common/roles';
import { Icon } from '@swipestack/common/ui/Icon';
import { useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import { useSearchParams } from 'react-router';
import { fetchQuery } from 'relay-runtime';
import type { SwipeDetailQuery as SwipeDetailQueryType } from '../../../__generated__/SwipeDetailQuery.graphql';
import type { FieldErrors } from '../../../lib/formErrors';
import { kindLabel } from '../../../lib/swipeKinds';
import { CommentPinsProvider } from '../../comments/commentPins';
import { SwipeComments } from '../../comments/SwipeComments';
import { SwipeViewers } from '../../presence/SwipeViewers';
import { useVideoPlayback } from '../../videos/videoPlayback';
import { CAPTURE_POLL_MS, isCapturing } from '../capture';
import { EmailAttachments } from '../EmailSwipeView';
import { DeleteSwipe } from './DeleteSwipe';
import { ImageText } from './ImageText';
import { InlineField } from './InlineField';
import { RemixLink } from './RemixLink';
import { SwipeEditor } from './SwipeEditor';
import { SwipeFacts } from './SwipeFacts';
import { SwipePicture } from './SwipePicture';
import { SwipeReadOnly } from './SwipeReadOnly';
import { type SwipeEdit, useUpdateSwipe } from './useUpdateSwipe';
import { VideoTranscript } from './VideoTranscript';

const SwipeDetailQuery = graphql`
  query SwipeDetailQuery($id: ID!) {
    viewer {
      id
    }
    node(id: $id) {
      ... on Swipe @alias(as: "swipe") {
        id
        title
        kind
        description
        captureStatus
        imageTextStatus
        video {
          status
        }
        team {
          id
          viewerRole
        }
        ...SwipePicture_swipe
        ...SwipeFacts_swipe
        ...EmailAttachments_swipe
        ...ImageText_swipe
        ...VideoTranscript_swipe
        ...SwipeEditor_swipe
        ...SwipeReadOnly_swipe
        ...RemixLink_swipe
        ...SwipeComments_swipe
      }
    }
  }
`;

/** Asks for the swipe again every few seconds while its capture, image reading or video processing runs. */
function useCapturePolling(id: string, capturing: boolean) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (!capturing) return;
    const timer = setInterval(() => {
      fetchQuery<SwipeDetailQueryType>(
        environment,
        SwipeDetailQuery,
        { id },
        { fetchPolicy: 'network-only' },
      ).subscribe({});
    }, CAPTURE_POLL_MS);
    return () => clearInterval(timer);
  }, [capturing, environment, id]);
}

function SwipeNotFound() {
  return (
    <div className="p-6">
      <Dialog.Title className="text-lg font-semibold">Swipe not found</Dialog.Title>
      <p className="mt-2 text-sm text-slate-600">
        It may have been deleted, or it belongs to another team.
      </p>
      <Dialog.Close className="btn-secondary mt-4">Close</Dialog.Close>
    </div>
  );
}

/**
 * The detail view of one swipe: its picture (or video), and beside it its details (editable by
 * editors) and comments, which may be pinned on the picture (CommentPinsProvider joins the two;
 * SwipeDetailDialog's VideoPlaybackProvider lets a video's pins in the list go to their frame).
 */
export function SwipeDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const data = useLazyLoadQuery<SwipeDetailQueryType>(
    SwipeDetailQuery,
    { id },
    { fetchPolicy: 'store-and-network' },
  );
  const swipe = data.node?.swipe ?? null;
  const playback = useVideoPlayback();
  const [updateSwipe] = useUpdateSwipe();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  useCapturePolling(
    id,
    isCapturing(swipe?.captureStatus) ||
      swipe?.imageTextStatus === 'PENDING' ||
      swipe?.video?.status === 'PROCESSING',
  );

  const editing = useSearchParams()[0].get('edit') === '1';

  if (!swipe) return <SwipeNotFound />;
  const ids = { id: swipe.id, teamId: swipe.team.id };
  // Viewers read the swipe; editing, retrying and deleting need an editor (docs/permissions.md).
  const canEdit = can(swipe.team.viewerRole, 'editContent');

  const edit = (change: SwipeEdit, field: string) => {
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
    updateSwipe(ids, change, (failed) => {
      setErrors((current) => ({ ...current, ...failed.fields }));
      setFormError(failed.form);
    });
  };

  return (
    <CommentPinsProvider>
      {/* Below lg the picture and the details stack and scroll together (the picture first);
          from lg they sit side by side and the details scroll on their own. */}
      <div className="flex min-h-0 flex-1 flex-col overflow-y-auto lg:flex-row lg:overflow-hidden">
        <div className="shrink-0 p-4 pt-12 lg:min-h-0 lg:flex-1 lg:shrink lg:overflow-hidden lg:pt-4">
          <SwipePicture swipe={swipe} />
        </div>
        <aside className="w-full shrink-0 space-y-4 border-t border-slate-200 p-5 lg:w-96 lg:overflow-y-auto lg:border-t-0 lg:border-l">
          <div className="flex items-start justify-between gap-2">
            <Dialog.Title className="sr-only">{swipe.title}</Dialog.Title>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
              {kindLabel(swipe.kind)}
            </span>
            {/* Below lg it stays at the view's top corner while the stack scrolls. */}
            <Dialog.Close
              className="absolute top-2 right-2 z-10 rounded-md bg-white px-2 py-1 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200 hover:bg-slate-100 lg:static lg:bg-transparent lg:shadow-none lg:ring-0"
              aria-label="Close"
            >
              <Icon name="close" className="block size-4" />
            </Dialog.Close>
          </div>
          <SwipeViewers swipeId={swipe.id} />
          <Dialog.Description className="sr-only">
            Details of the swipe {swipe.title}
          </Dialog.Description>
          <div role="alert">
            {formError ? (
              <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
                {formError}
              </p>
            ) : null}
          </div>
          {canEdit ? (
            <InlineField
              label="Title"
              value={swipe.title}
              onSave={(title) => edit({ title }, 'title')}
              maxLength={FIELD_LIMITS.swipeTitle}
              error={errors.title}
              className="text-lg font-semibold"
              autoFocus={editing}
            />
          ) : (
            <p className="text-lg font-semibold break-words">{swipe.title}</p>
          )}
          <SwipeFacts swipe={swipe} canEdit={canEdit} />
          {canEdit ? <RemixLink swipe={swipe} /> : null}
          {swipe.description ? <p className="text-sm text-slate-600">{swipe.description}</p> : null}
          <ImageText swipe={swipe} />
          <VideoTranscript
            swipe={swipe}
            onSeek={playback ? (ms) => playback.seek(ms, { play: true }) : undefined}
          />
          <EmailAttachments swipe={swipe} />
          {canEdit ? (
            <SwipeEditor swipe={swipe} errors={errors} onEdit={edit} />
          ) : (
            <SwipeReadOnly swipe={swipe} />
          )}
          <SwipeComments swipe={swipe} viewerId={data.viewer?.id ?? null} />
          {canEdit ? <DeleteSwipe swipe={ids} onDeleted={onClose} onFailed={setFormError} /> : null}
        </aside>
      </div>
    </CommentPinsProvider>
  );
}
