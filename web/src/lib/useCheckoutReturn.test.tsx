import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTeamIdParam } from './teamSelection';
import { useCheckoutReturn } from './useCheckoutReturn';

vi.mock('sonner', () => ({ toast: { error: vi.fn() } }));

function Probe() {
  useTeamIdParam('u1');
  useCheckoutReturn();
  const location = useLocation();
  return (
    <p data-testid="probe">
      {location.pathname}
      {location.search}
    </p>
  );
}

function renderAt(entry: string) {
  const router = createMemoryRouter([{ path: '/swipes', Component: Probe }], {
    initialEntries: ['/collections', entry],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useCheckoutReturn', () => {
  afterEach(() => {
    cleanup();
    vi.mocked(toast.error).mockClear();
  });

  it('shows checkout_error as an error toast and removes it (replace)', async () => {
    const router = renderAt('/swipes?guide=true&checkout_error=Only%20owners%20can%20pay');
    expect(await screen.findByText('/swipes?guide=true')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(toast.error).toHaveBeenCalledWith('Only owners can pay', expect.anything());
  });

  it('leaves the address alone without the parameter', async () => {
    const router = renderAt('/swipes?x=1');
    expect(await screen.findByText('/swipes?x=1')).toBeTruthy();
    expect(router.state.historyAction).toBe('POP');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('works together with the teamId parameter', async () => {
    renderAt('/swipes?teamId=t1&checkout_error=No');
    expect(await screen.findByText('/swipes')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('No', expect.anything());
  });
});
