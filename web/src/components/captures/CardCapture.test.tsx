import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testEnvironment } from '../../relay/testEnvironment';
import { CaptureBadge, CaptureProblem } from './CardCapture';

afterEach(cleanup);

const swipe = (captureStatus: string, captureError: string | null = null) => ({
  id: 's1',
  title: 'Spring launch',
  captureStatus,
  captureError,
});

describe('CaptureBadge', () => {
  it('says how the capture stands, and nothing when there is nothing to say', () => {
    const { rerender, container } = render(<CaptureBadge kind="WEBSITE" status="CAPTURING" />);
    expect(container.textContent).toBe('Capturing…');
    rerender(<CaptureBadge kind="EMAIL" status="PENDING" />);
    expect(container.textContent).toBe('Rendering…');
    rerender(<CaptureBadge kind="WEBSITE" status="WAITING_TO_RETRY" />);
    expect(container.textContent).toBe('Waiting to retry');
    rerender(<CaptureBadge kind="WEBSITE" status="PARTIAL" />);
    expect(container.textContent).toBe('Partly captured');
    rerender(<CaptureBadge kind="WEBSITE" status="FAILED" />);
    expect(container.textContent).toBe('Capture failed');
    rerender(<CaptureBadge kind="WEBSITE" status="DONE" />);
    expect(container.textContent).toBe('');
  });
});

describe('CaptureProblem', () => {
  it('gives the reason of a failure and, to editors, Retry named after the swipe', () => {
    const { wrapper } = testEnvironment();
    render(
      <CaptureProblem
        swipe={swipe('FAILED', 'The page answered 503 Service Unavailable.')}
        canEdit
      />,
      { wrapper },
    );
    expect(screen.getByText('The page answered 503 Service Unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry capture of Spring launch' })).toBeTruthy();
  });

  it('offers Retry for a partial capture too, and none to viewers', () => {
    const { wrapper } = testEnvironment();
    const { rerender } = render(
      <CaptureProblem
        swipe={swipe('PARTIAL')}
        partialReason="the page was still loading at the time limit (30 s)"
        canEdit
      />,
      { wrapper },
    );
    expect(screen.getByRole('button', { name: 'Retry capture of Spring launch' })).toBeTruthy();
    expect(
      screen.getByText('Captured in part: the page was still loading at the time limit (30 s)'),
    ).toBeTruthy();
    rerender(<CaptureProblem swipe={swipe('FAILED', 'Gone.')} canEdit={false} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Gone.')).toBeTruthy();
    rerender(<CaptureProblem swipe={swipe('DONE')} canEdit />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
