import { graphql, useFragment } from 'react-relay/hooks';
import type { SwipePicture_swipe$key } from '../../../__generated__/SwipePicture_swipe.graphql';
import { PinLayer, PinToolbar } from '../../comments/PicturePins';
import { VideoPlayer } from '../../videos/VideoPlayer';
import { capturingText, isCapturing } from '../capture';
import { EmailSwipeView } from '../EmailSwipeView';
import { KindPlaceholder } from '../SwipeCard';
import { ScreenshotViewer } from './ScreenshotViewer';
import { Spinner } from './Spinner';
import { SwipeCopy } from './SwipeCopy';

/**
 * The detail view's main pane: written copy (TEXT), the video (VideoPlayer), the capture in
 * progress, the email, the picture or a placeholder. Comments are pinned on the picture where it is shown (PicturePins:
 * not on an email's own view, nor while the capture runs).
 */
export function SwipePicture({ swipe }: { swipe: SwipePicture_swipe$key }) {
  const data = useFragment(
    graphql`
      fragment SwipePicture_swipe on Swipe {
        title
        kind
        copy
        captureStatus
        emailHtmlUrl
        imageUrl
        viewportUrl
        imageWidth
        imageHeight
        video {
          status
          failure
          url
          contentType
          width
          height
          durationMs
          posterUrl
        }
      }
    `,
    swipe,
  );
  if (data.kind === 'TEXT') return <SwipeCopy copy={data.copy ?? ''} />;
  const { video } = data;
  if (video) {
    const { status, failure, url, contentType, width, height, durationMs, posterUrl } = video;
    return (
      <VideoPlayer
        video={{ status, failure, url, contentType, width, height, durationMs, posterUrl }}
        title={data.title}
      />
    );
  }
  const picture = data.imageUrl ?? data.viewportUrl;
  const screenshot = picture ? (
    <ScreenshotViewer
      path={picture}
      width={data.imageUrl ? data.imageWidth : null}
      height={data.imageUrl ? data.imageHeight : null}
      title={data.title}
      toolbar={<PinToolbar />}
      overlay={<PinLayer />}
    />
  ) : null;
  if (isCapturing(data.captureStatus)) {
    return (
      <div
        role="status"
        className="flex aspect-[16/10] flex-col items-center justify-center gap-3 rounded-lg bg-slate-100 text-slate-700"
      >
        <Spinner />
        <p className="text-sm font-medium">{capturingText(data.kind, data.captureStatus)}</p>
      </div>
    );
  }
  if (data.emailHtmlUrl) {
    return (
      <EmailSwipeView
        emailHtmlUrl={data.emailHtmlUrl}
        title={data.title}
        screenshot={screenshot ?? <KindPlaceholder kind={data.kind} />}
      />
    );
  }
  return (
    screenshot ?? (
      <div className="aspect-[16/10] overflow-hidden rounded-lg">
        <KindPlaceholder kind={data.kind} />
      </div>
    )
  );
}
