import { TRANSCRIPTS_OFF } from '@swipestack/common/remix';
import { useEffect } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import type { VideoTranscript_swipe$key } from '../../../__generated__/VideoTranscript_swipe.graphql';
import type { VideoTranscriptRefetchQuery } from '../../../__generated__/VideoTranscriptRefetchQuery.graphql';
import { formatDuration } from '../../videos/videoTime';
import { CAPTURE_POLL_MS } from '../capture';
import { Spinner } from './Spinner';

const DETAIL_LABEL = 'block text-xs font-semibold tracking-wide text-slate-500 uppercase';
const HEADING_ID = 'video-transcript-heading';

/**
 * A video swipe's transcript (docs/swipes.md, "Videos"): its lines with their moments, each a
 * button that takes the player there (`onSeek`, in ms) when there is a player; while it is
 * made ("Transcribing…", asked again until done), why it failed, that the video says nothing,
 * or that AI is off (administrators get the setup). Nothing for other kinds.
 */
export function VideoTranscript({
  swipe,
  onSeek,
}: {
  swipe: VideoTranscript_swipe$key;
  onSeek?: (ms: number) => void;
}) {
  const [{ transcript }, refetch] = useRefetchableFragment<
    VideoTranscriptRefetchQuery,
    VideoTranscript_swipe$key
  >(
    graphql`
      fragment VideoTranscript_swipe on Swipe @refetchable(queryName: "VideoTranscriptRefetchQuery") {
        transcript {
          status
          failure
          note
          setupHelp
          segments {
            startMs
            endMs
            text
          }
        }
      }
    `,
    swipe,
  );
  const pending = transcript?.status === 'PENDING';
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => refetch({}, { fetchPolicy: 'network-only' }), CAPTURE_POLL_MS);
    return () => clearInterval(timer);
  }, [pending, refetch]);
  if (!transcript) return null;

  return (
    <section aria-labelledby={HEADING_ID}>
      <h3 id={HEADING_ID} className={DETAIL_LABEL}>
        Transcript
      </h3>
      {transcript.status === 'PENDING' ? (
        <p className="mt-1 flex items-center gap-2 text-sm text-slate-600" role="status">
          <Spinner />
          Transcribing…
        </p>
      ) : transcript.status === 'FAILED' ? (
        <p className="mt-1 text-sm text-red-800" role="alert">
          The transcript could not be made. {transcript.failure}
        </p>
      ) : transcript.status === 'OFF' ? (
        <div className="mt-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {/* The server sends the setup to administrators only (docs/remix.md). */}
          {transcript.setupHelp ? (
            <>
              <p className="font-semibold">Transcripts are not set up on this server</p>
              <p className="mt-1">{transcript.setupHelp}</p>
            </>
          ) : (
            <p className="font-medium">{TRANSCRIPTS_OFF}</p>
          )}
        </div>
      ) : transcript.segments.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">
          {transcript.note ?? 'No speech was found in this video.'}
        </p>
      ) : (
        <ol className="mt-1 max-h-72 space-y-1 overflow-y-auto text-sm">
          {transcript.segments.map((segment) => {
            const time = formatDuration(segment.startMs);
            return (
              <li key={`${segment.startMs}-${segment.endMs}`} className="flex gap-2">
                {onSeek ? (
                  <button
                    type="button"
                    className="shrink-0 rounded px-1 font-mono text-xs leading-5 text-indigo-700 tabular-nums underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                    aria-label={`Play from ${time}`}
                    onClick={() => onSeek(segment.startMs)}
                  >
                    {time}
                  </button>
                ) : (
                  <span className="shrink-0 px-1 font-mono text-xs leading-5 text-slate-500 tabular-nums">
                    {time}
                  </span>
                )}
                <span className="min-w-0 break-words text-slate-800">{segment.text}</span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
