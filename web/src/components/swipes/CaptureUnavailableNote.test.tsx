import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testEnvironment } from '../../relay/testEnvironment';
import { CaptureUnavailableNote } from './CaptureUnavailableNote';

describe('CaptureUnavailableNote', () => {
  afterEach(cleanup);

  it('says so when the server cannot capture pages', async () => {
    const { answer, wrapper } = testEnvironment();
    render(<CaptureUnavailableNote />, { wrapper });
    answer({ capturesAvailable: false });
    expect(await screen.findByText('Page capture is not available on this server')).toBeTruthy();
  });

  it('says nothing when it can', async () => {
    const { answer, wrapper } = testEnvironment();
    const { container } = render(<CaptureUnavailableNote />, { wrapper });
    answer({ capturesAvailable: true });
    await act(async () => {});
    expect(container.textContent).toBe('');
    expect(screen.queryByText('Page capture is not available on this server')).toBeNull();
  });
});
