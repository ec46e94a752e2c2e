import { PIN_MESSAGES } from '@swipestack/common/comments';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { useLazyLoadQuery } from 'react-relay/hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SwipeCommentsRefetchQuery, {
  type SwipeCommentsRefetchQuery as SwipeCommentsRefetchQueryType,
} from '../../__generated__/SwipeCommentsRefetchQuery.graphql';
import { pageOf, payloadError, testEnvironment } from '../../relay/testEnvironment';
import { ScreenshotViewer } from '../swipes/detail/ScreenshotViewer';
import { CommentPinsProvider } from './commentPins';
import { PIN_BUTTON, PIN_SURFACE_LABEL, PinLayer, PinToolbar } from './PicturePins';
import { PINNED_ON_PICTURE, REMOVE_PIN, SwipeComments } from './SwipeComments';

// Comments pinned on the swipe's picture, as the detail view joins the two (CommentPinsProvider
// around the picture and the Comments section): the markers, where they lead, and placing a
// new thread's pin by click, drag and keyboard.

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const NOW = new Date('2026-11-27T12:00:00.000Z');
const BOB = { id: 'user-bob', name: 'Bob Stone' };
const ANN = { id: 'user-ann', name: 'Ann Lee' };

const thread = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  body: 'Nice hook',
  mentions: [],
  pin: null,
  createdAt: new Date(NOW.getTime() - 120_000).toISOString(),
  editedAt: null,
  author: BOB,
  swipe: { id: 'swipe-1' },
  thread: null,
  resolvedAt: null,
  resolvedBy: null,
  replies: pageOf([]),
  ...fields,
});

const THREADS = [
  thread('t1', {
    body: 'The **headline** works',
    pin: { x: 0.25, y: 0.5, width: null, height: null },
  }),
  thread('t2', { body: 'Not pinned', author: ANN }),
  thread('t3', {
    body: 'This whole block is too busy',
    author: ANN,
    createdAt: new Date(NOW.getTime() - 3_600_000).toISOString(),
    pin: { x: 0.1, y: 0.2, width: 0.3, height: 0.4 },
  }),
  thread('t4', {
    body: 'Fixed the typo',
    pin: { x: 0.9, y: 0.9, width: null, height: null },
    resolvedAt: NOW.toISOString(),
    resolvedBy: BOB,
  }),
];

function Comments() {
  const data = useLazyLoadQuery<SwipeCommentsRefetchQueryType>(SwipeCommentsRefetchQuery, {
    id: 'swipe-1',
  });
  return data.node ? <SwipeComments swipe={data.node} viewerId="user-ann" /> : null;
}

async function renderDetail({ mayComment = true } = {}) {
  const { answer, wrapper, environment } = testEnvironment();
  render(
    <CommentPinsProvider>
      <ScreenshotViewer
        path="/media/swipe-1.png"
        width={800}
        height={400}
        title="Spring launch"
        toolbar={<PinToolbar />}
        overlay={<PinLayer />}
      />
      <Suspense fallback="Loading">
        <Comments />
      </Suspense>
    </CommentPinsProvider>,
    { wrapper },
  );
  answer({
    node: {
      __typename: 'Swipe',
      id: 'swipe-1',
      commentCount: 4,
      commentThreads: pageOf(THREADS),
      team: {
        id: 'team-1',
        viewerRole: mayComment ? 'EDITOR' : 'VIEWER',
        viewersMayComment: false,
        viewerMayModerateComments: false,
      },
    },
  });
  await screen.findByRole('heading', { name: 'Comments (4)' });
  // The Comments section tells the picture its pins (an effect).
  await screen.findAllByRole('button', { name: /on the picture/ });
  return { answer, send: vi.spyOn(environment, 'executeMutation') };
}

/** The variables of the last mutation sent. */
function lastInput(send: ReturnType<typeof vi.fn>) {
  const [request] = send.mock.calls.at(-1) ?? [];
  return (request as { operation: { request: { variables: { input: unknown } } } }).operation
    .request.variables.input;
}

const threadItem = (author: string) =>
  screen.getByRole('article', { name: author }).closest('li') as HTMLElement;
const composer = () =>
  screen.getByRole('textbox', { name: 'Add a comment' }) as HTMLTextAreaElement;

/** Pin mode on; its surface, 400 × 200 pixels at (100, 50) on the screen. */
function startPinning() {
  fireEvent.click(screen.getByRole('button', { name: PIN_BUTTON }));
  const surface = screen.getByRole('application', { name: PIN_SURFACE_LABEL });
  surface.getBoundingClientRect = () =>
    ({
      left: 100,
      top: 50,
      width: 400,
      height: 200,
      right: 500,
      bottom: 250,
      x: 100,
      y: 50,
    }) as DOMRect;
  return surface;
}

describe('PicturePins', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('draws the open threads’ pins where they are, numbered, in percentages', async () => {
    await renderDetail();
    const point = screen.getByRole('button', {
      name: 'Comment 1 on the picture: The headline works',
    });
    expect(point.textContent).toBe('1');
    expect(point.style.left).toBe('25%');
    expect(point.style.top).toBe('50%');
    const area = screen.getByRole('button', {
      name: 'Comment 2 on the picture: This whole block is too busy',
    });
    expect([area.style.left, area.style.top]).toEqual(['10%', '20%']);
    const outline = document.querySelector('[data-pin-area="t3"]') as HTMLElement;
    expect([
      outline.style.left,
      outline.style.top,
      outline.style.width,
      outline.style.height,
    ]).toEqual(['10%', '20%', '30%', '40%']);
    // The resolved thread's pin (number 3) is hidden; unpinned threads have none.
    expect(screen.queryByRole('button', { name: /^Comment 3 on the picture/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /on the picture/ })).toHaveLength(2);
    // Each pinned thread shows its number.
    expect(
      within(threadItem('Bob Stone 2 minutes ago')).getByTitle('Pinned on the picture as 1'),
    ).toBeTruthy();
    expect(
      within(threadItem('Ann Lee 1 hour ago')).getByTitle('Pinned on the picture as 2'),
    ).toBeTruthy();
    expect(within(threadItem('Ann Lee 2 minutes ago')).queryByTitle(/Pinned/)).toBeNull();
  });

  it('a marker leads to its thread (focused, highlighted); a thread under the pointer highlights its pin', async () => {
    await renderDetail();
    const marker = screen.getByRole('button', { name: /^Comment 2 on the picture/ });
    fireEvent.click(marker);
    const item = threadItem('Ann Lee 1 hour ago');
    expect(document.activeElement).toBe(item);
    expect(item.className).toContain('bg-amber-50');

    const first = threadItem('Bob Stone 2 minutes ago');
    fireEvent.mouseEnter(first);
    const point = screen.getByRole('button', { name: /^Comment 1 on the picture/ });
    expect(point.className).toContain('scale-125');
    fireEvent.mouseLeave(first);
    expect(point.className).not.toContain('scale-125');
  });

  it('places a point with a click, and the new thread is sent with it', async () => {
    const { answer, send } = await renderDetail();
    const toggle = screen.getByRole('button', { name: PIN_BUTTON });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    const surface = startPinning();
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(surface);
    fireEvent.pointerDown(surface, { clientX: 200, clientY: 100, button: 0 });
    fireEvent.pointerUp(surface, { clientX: 202, clientY: 101, button: 0 });
    // Placed: pin mode ends and the focus goes to the new thread's text.
    expect(screen.queryByRole('application')).toBeNull();
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    const text = composer();
    expect(document.activeElement).toBe(text);
    expect(screen.getByText(PINNED_ON_PICTURE)).toBeTruthy();
    expect(text.getAttribute('aria-describedby')).toContain(screen.getByText(PINNED_ON_PICTURE).id);
    fireEvent.change(text, { target: { value: 'Look here' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(lastInput(send)).toEqual({
      swipeId: 'swipe-1',
      body: 'Look here',
      pin: { x: 0.25, y: 0.25 },
    });
    answer({
      addComment: {
        comment: thread('t5', {
          body: 'Look here',
          author: ANN,
          createdAt: NOW.toISOString(),
          pin: { x: 0.25, y: 0.25, width: null, height: null },
          swipe: { id: 'swipe-1', commentCount: 5 },
        }),
        errors: [],
      },
    });
    // The new thread's pin is the fourth, drawn like the others; the composer's is gone.
    const added = screen.getByRole('button', { name: 'Comment 4 on the picture: Look here' });
    expect([added.style.left, added.style.top]).toEqual(['25%', '25%']);
    expect(screen.queryByText(PINNED_ON_PICTURE)).toBeNull();
  });

  it('draws a rectangle with a drag, and sends it with the new thread', async () => {
    const { send } = await renderDetail();
    const surface = startPinning();
    fireEvent.pointerDown(surface, { clientX: 300, clientY: 200, button: 0 });
    fireEvent.pointerMove(surface, { clientX: 250, clientY: 150 });
    fireEvent.pointerMove(surface, { clientX: 200, clientY: 100 });
    // The rectangle being drawn is shown.
    expect((surface.querySelector('[data-pin-draft]') as HTMLElement).style.width).toBe('25%');
    fireEvent.pointerUp(surface, { clientX: 200, clientY: 100, button: 0 });
    const text = composer();
    fireEvent.change(text, { target: { value: 'Too busy' } });
    fireEvent.keyDown(text, { key: 'Enter', ctrlKey: true });
    expect(lastInput(send)).toEqual({
      swipeId: 'swipe-1',
      body: 'Too busy',
      pin: { x: 0.25, y: 0.25, width: 0.25, height: 0.5 },
    });
  });

  it('Remove pin takes the pin off the new thread', async () => {
    const { send } = await renderDetail();
    const surface = startPinning();
    fireEvent.pointerDown(surface, { clientX: 100, clientY: 50, button: 0 });
    fireEvent.pointerUp(surface, { clientX: 100, clientY: 50, button: 0 });
    fireEvent.click(screen.getByRole('button', { name: REMOVE_PIN }));
    expect(screen.queryByText(PINNED_ON_PICTURE)).toBeNull();
    expect(document.activeElement).toBe(composer());
    fireEvent.change(composer(), { target: { value: 'No pin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(lastInput(send)).toEqual({ swipeId: 'swipe-1', body: 'No pin' });
  });

  it('places a point with the keyboard: arrows move the crosshair (Shift: faster), Enter pins', async () => {
    const { send } = await renderDetail();
    const surface = startPinning();
    fireEvent.keyDown(surface, { key: 'ArrowRight' });
    fireEvent.keyDown(surface, { key: 'ArrowRight' });
    fireEvent.keyDown(surface, { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(surface, { key: 'ArrowUp' });
    const cursor = surface.querySelector('[data-pin-cursor]') as HTMLElement;
    expect([cursor.style.left, cursor.style.top]).toEqual(['52%', '59%']);
    expect(screen.getByText('Marker 52% from the left, 59% from the top.')).toBeTruthy();
    fireEvent.keyDown(surface, { key: 'Enter' });
    expect(document.activeElement).toBe(composer());
    fireEvent.change(composer(), { target: { value: 'Here' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(lastInput(send)).toEqual({
      swipeId: 'swipe-1',
      body: 'Here',
      pin: { x: 0.52, y: 0.59 },
    });
  });

  it('Escape leaves pin mode, the focus back on the button, with no pin', async () => {
    await renderDetail();
    const surface = startPinning();
    expect(surface.hasAttribute('data-handles-escape')).toBe(true);
    fireEvent.keyDown(surface, { key: 'ArrowLeft', shiftKey: true });
    fireEvent.keyDown(surface, { key: 'Escape' });
    expect(screen.queryByRole('application')).toBeNull();
    const toggle = screen.getByRole('button', { name: PIN_BUTTON });
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText(PINNED_ON_PICTURE)).toBeNull();
  });

  it('shows the server’s refusal of a pin, keeping the text and the pin', async () => {
    const { answer } = await renderDetail();
    const surface = startPinning();
    fireEvent.keyDown(surface, { key: 'Enter' });
    fireEvent.change(composer(), { target: { value: 'Pinned' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    answer({ addComment: { comment: null, errors: [payloadError(PIN_MESSAGES.outside, 'pin')] } });
    expect(screen.getByRole('alert').textContent).toBe(PIN_MESSAGES.outside);
    expect(composer().value).toBe('Pinned');
    expect(screen.getByText(PINNED_ON_PICTURE)).toBeTruthy();
  });

  it('shows pins to those who may not comment, without the pin button', async () => {
    await renderDetail({ mayComment: false });
    expect(screen.queryByRole('button', { name: PIN_BUTTON })).toBeNull();
    expect(screen.getAllByRole('button', { name: /on the picture/ })).toHaveLength(2);
  });
});
