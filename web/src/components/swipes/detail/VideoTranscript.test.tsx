import { TRANSCRIPTS_OFF } from '@swipestack/common/remix';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useLazyLoadQuery } from 'react-relay/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import VideoTranscriptRefetchQuery, {
  type VideoTranscriptRefetchQuery as VideoTranscriptRefetchQueryType,
} from '../../../__generated__/VideoTranscriptRefetchQuery.graphql';
import { testEnvironment } from '../../../relay/testEnvironment';
import { VideoTranscript } from './VideoTranscript';

// The transcript's states in the detail view: its lines as buttons that take the player to
// their moment, being made, failed, nothing said, and AI off (the setup for administrators).

afterEach(cleanup);

function Transcript({ onSeek }: { onSeek?: (ms: number) => void }) {
  const data = useLazyLoadQuery<VideoTranscriptRefetchQueryType>(VideoTranscriptRefetchQuery, {
    id: 'swipe-1',
  });
  return data.node ? <VideoTranscript swipe={data.node} onSeek={onSeek} /> : null;
}

async function show(transcript: object | null, onSeek?: (ms: number) => void) {
  const { answer, wrapper } = testEnvironment();
  const view = render(
    <Suspense fallback="loading">
      <Transcript onSeek={onSeek} />
    </Suspense>,
    { wrapper },
  );
  await answer({
    node: {
      __typename: 'Swipe',
      id: 'swipe-1',
      transcript: transcript && {
        status: 'DONE',
        failure: null,
        note: null,
        setupHelp: null,
        segments: [],
        ...transcript,
      },
    },
  });
  return view;
}

describe('VideoTranscript', () => {
  it('lists the lines with their moments; a moment takes the player there', async () => {
    const onSeek = vi.fn();
    await show(
      {
        segments: [
          { startMs: 0, endMs: 1250, text: 'Summer is here.' },
          { startMs: 65_400, endMs: 68_000, text: 'Every pair comes with our lifetime guarantee.' },
        ],
      },
      onSeek,
    );
    expect(screen.getByRole('heading', { name: 'Transcript' })).toBeTruthy();
    expect(screen.getByText('Every pair comes with our lifetime guarantee.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Play from 1:05' }));
    expect(onSeek).toHaveBeenCalledWith(65_400);
    expect(screen.getByRole('button', { name: 'Play from 0:00' })).toBeTruthy();
  });

  it('shows the moments as text where there is no player', async () => {
    await show({ segments: [{ startMs: 7000, endMs: 9000, text: 'Hello.' }] });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('0:07')).toBeTruthy();
  });

  it('says it is transcribing, why it failed, and that nothing is said', async () => {
    await show({ status: 'PENDING' });
    expect(screen.getByRole('status').textContent).toBe('Transcribing…');
    cleanup();
    await show({ status: 'FAILED', failure: 'The AI provider answered with an error (HTTP 500).' });
    expect(screen.getByRole('alert').textContent).toBe(
      'The transcript could not be made. The AI provider answered with an error (HTTP 500).',
    );
    cleanup();
    await show({ note: 'This video has no sound track, so there is nothing to transcribe.' });
    expect(
      screen.getByText('This video has no sound track, so there is nothing to transcribe.'),
    ).toBeTruthy();
    cleanup();
    await show({});
    expect(screen.getByText('No speech was found in this video.')).toBeTruthy();
  });

  it('says AI is off, and gives administrators the setup', async () => {
    await show({ status: 'OFF' });
    expect(screen.getByText(TRANSCRIPTS_OFF)).toBeTruthy();
    cleanup();
    await show({ status: 'OFF', setupHelp: 'Set AI_BASE_URL.' });
    expect(screen.getByText('Transcripts are not set up on this server')).toBeTruthy();
    expect(screen.getByText('Set AI_BASE_URL.')).toBeTruthy();
    expect(screen.queryByText(TRANSCRIPTS_OFF)).toBeNull();
  });

  it('shows nothing for a swipe that is not a video', async () => {
    const { container } = await show(null);
    expect(container.textContent).toBe('');
  });
});
