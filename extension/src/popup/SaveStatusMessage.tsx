import { useEffect, useRef } from 'react';
import type { VideoProgress } from '../shared/messages';
import { QUEUED_NOTE } from '../shared/queued-saves';
import { appLink } from '../shared/server-address';
import { VIDEO_FALLBACK_SAVED } from '../shared/video-texts';
import type { SaveStatus } from './useSave';

const SAVING: Record<string, string> = {
  visible: 'Saving the visible area…',
  full: 'Capturing the whole page… (the page scrolls while it is captured)',
  region: 'Getting the page ready…',
  video: 'Finding the video…',
};

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Where a video save is: downloading (with its share when the size is known), recording… */
function VideoProgressText({ progress }: { progress: VideoProgress }) {
  if (progress.phase === 'downloading') {
    const loaded = progress.loaded ?? 0;
    const total = progress.total ?? null;
    return (
      <div className="space-y-1">
        <p>
          {total
            ? `Downloading the video… ${megabytes(loaded)} of ${megabytes(total)}`
            : `Downloading the video… ${megabytes(loaded)}`}
        </p>
        <progress
          className="w-full"
          aria-label="Video download"
          max={total ?? undefined}
          value={total ? loaded : undefined}
        />
      </div>
    );
  }
  if (progress.phase === 'recording') {
    return (
      <p>
        {`The video's file can't be downloaded: recording it as it plays (at most ${progress.maxSeconds ?? 60} seconds). Keep this tab open.`}
      </p>
    );
  }
  if (progress.phase === 'frame') {
    return <p>The video can't be downloaded or recorded: keeping a frame of it…</p>;
  }
  return <p>Uploading the video…</p>;
}

/** The outcome of a save, announced and focused so keyboard and screen-reader users hear it. */
export function SaveStatusMessage({
  status,
  serverOrigin,
  teamName,
}: {
  status: SaveStatus;
  serverOrigin: string;
  teamName: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (['saved', 'queued', 'failed'].includes(status.state)) ref.current?.focus();
  }, [status.state]);
  if (status.state === 'idle') return null;
  const failed = status.state === 'failed';
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={failed ? 'alert' : 'status'}
      className={`rounded-md p-3 ${failed ? 'bg-red-50 text-red-800' : 'bg-indigo-50 text-indigo-900'}`}
    >
      {status.state === 'saving' ? (
        status.progress ? (
          <VideoProgressText progress={status.progress} />
        ) : (
          <p>{SAVING[status.mode]}</p>
        )
      ) : null}
      {status.state === 'selecting' ? (
        <p>Draw the area to save on the page. Enter takes the whole screen, Escape cancels.</p>
      ) : null}
      {status.state === 'saved' ? (
        <p>
          Saved to {teamName}.
          {status.truncated ? ' The page was very long: its top part was kept.' : ''}
          {status.videoFallback ? ` ${VIDEO_FALLBACK_SAVED[status.videoFallback]}` : ''}{' '}
          <a
            className="link"
            target="_blank"
            rel="noreferrer"
            href={appLink(serverOrigin, '/swipes', {
              swipe: status.swipeId,
              teamId: status.teamId,
            })}
          >
            Open in Swipestack
          </a>
        </p>
      ) : null}
      {status.state === 'queued' ? (
        <p>
          {QUEUED_NOTE}
          {status.truncated ? ' The page was very long: its top part was kept.' : ''}
          {status.videoFallback ? ` ${VIDEO_FALLBACK_SAVED[status.videoFallback]}` : ''}
        </p>
      ) : null}
      {status.state === 'failed' ? (
        <p>
          {status.error}
          {status.limitReached ? (
            <>
              {' '}
              <a
                className="link"
                target="_blank"
                rel="noreferrer"
                href={appLink(serverOrigin, '/settings#billing')}
              >
                Upgrade
              </a>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
