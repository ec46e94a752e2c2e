import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearTeamSelection,
  TEAM_STORAGE_PREFIX,
  useSelectedTeam,
  useTeamIdParam,
} from './teamSelection';

const teams = [
  { id: 't1', name: 'Acme', type: 'TEAM' },
  { id: 'p1', name: 'Personal', type: 'PERSONAL' },
  { id: 't2', name: 'Globex', type: 'TEAM' },
];

function Probe() {
  useTeamIdParam('u1');
  const location = useLocation();
  const [team] = useSelectedTeam('u1', teams);
  return (
    <p data-testid="probe">
      {location.pathname}
      {location.search}|{team?.id}
    </p>
  );
}

describe('useTeamIdParam', () => {
  beforeEach(() => {
    window.localStorage.clear();
    clearTeamSelection();
  });

  it('preselects the team from ?teamId= and removes it from the address (replace)', async () => {
    const router = createMemoryRouter([{ path: '/swipes', Component: Probe }], {
      initialEntries: ['/collections', '/swipes?guide=true&teamId=t2'],
      initialIndex: 1,
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('/swipes?guide=true|t2')).toBeTruthy();
    // Replaced, not pushed: going back leaves /swipes.
    expect(router.state.historyAction).toBe('REPLACE');
    // The team is one of the user's, so it becomes the stored choice.
    expect(window.localStorage.getItem(`${TEAM_STORAGE_PREFIX}u1`)).toBe('t2');
    await act(() => router.navigate('/swipes?teamId=unknown'));
    expect(await screen.findByText('/swipes|t2')).toBeTruthy();
    expect(window.localStorage.getItem(`${TEAM_STORAGE_PREFIX}u1`)).toBe('t2');
  });
});
