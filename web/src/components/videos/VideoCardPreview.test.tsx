import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardPreview } from '../swipes/cards/CardPreview';
import { type CardVideo, VIDEO_FAILED, VIDEO_PROCESSING } from './VideoCardPreview';

const READY = {
  status: 'READY',
  durationMs: 7_400,
  width: 1280,
  height: 720,
  posterUrl: '/files/swipe_image/poster.jpg?s=1',
  stripUrl: '/files/swipe_image/strip.jpg?s=1',
  stripFrames: 10,
};

function card(video: CardVideo) {
  return render(
    <article>
      <CardPreview density="comfortable" swipe={{ kind: 'VIDEO', title: 'Summer sale', video }} />
    </article>,
  );
}

describe('VideoCardPreview', () => {
  afterEach(cleanup);

  it('shows the poster with the length', () => {
    const { container } = card(READY);
    expect(
      container.querySelector('[data-card-layout="video"] img')?.getAttribute('src'),
    ).toContain(encodeURIComponent(READY.posterUrl));
    expect(screen.getByText('0:07')).toBeTruthy();
  });

  it('says when it is processing, and why it failed', () => {
    card({ status: 'PROCESSING' });
    expect(screen.getByText(VIDEO_PROCESSING)).toBeTruthy();
    cleanup();
    card({ status: 'FAILED', failure: 'ffmpeg could not read this file.' });
    expect(screen.getByText(VIDEO_FAILED)).toBeTruthy();
    expect(screen.getByText('ffmpeg could not read this file.')).toBeTruthy();
  });

  it('scrubs the strip under a moving mouse, and shows the poster again when it leaves', () => {
    const { container } = card(READY);
    const box = container.querySelector<HTMLElement>('[data-card-layout="video"]');
    const article = container.querySelector('article');
    if (!box || !article) throw new Error('no card');
    box.getBoundingClientRect = () =>
      ({ left: 100, top: 0, width: 200, height: 100, right: 300, bottom: 100 }) as DOMRect;
    // jsdom has no PointerEvent: a MouseEvent named pointermove with a pointerType.
    const move = (clientX: number) =>
      act(() => {
        const event = new MouseEvent('pointermove', { clientX, clientY: 50, bubbles: true });
        Object.defineProperty(event, 'pointerType', { value: 'mouse' });
        article.dispatchEvent(event);
      });
    move(150);
    const frame = () => container.querySelector<HTMLElement>('[data-scrub-frame]');
    expect(frame()?.dataset.scrubFrame).toBe('2');
    expect(frame()?.style.backgroundSize).toBe('1000% 100%');
    move(299);
    expect(frame()?.dataset.scrubFrame).toBe('9');
    act(() => {
      fireEvent(article, new MouseEvent('pointerleave'));
    });
    expect(frame()).toBeNull();
  });
});
