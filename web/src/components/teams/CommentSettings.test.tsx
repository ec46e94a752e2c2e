import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payloadError, testEnvironment } from '../../relay/testEnvironment';
import { ManageTeamDialog } from './ManageTeamDialog';

// Manage team's "Viewers can comment": admins and owners switch it (at once, a toast says
// so, a refusal brings it back); others read how it is set.

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

async function renderDialog(role: string, viewersMayComment = false) {
  const { answer, wrapper } = testEnvironment();
  render(
    <Suspense fallback="Loading">
      <ManageTeamDialog teamId="team-1" canCreateTeam open onClose={() => {}} />
    </Suspense>,
    { wrapper },
  );
  answer({
    node: {
      __typename: 'Team',
      __isNode: 'Team',
      id: 'team-1',
      type: 'TEAM',
      name: 'Growth',
      viewerRole: role,
      viewersMayComment,
      members: {
        totalCount: 0,
        edges: [],
        pageInfo: { endCursor: null, hasNextPage: false },
      },
      invites: {
        totalCount: 0,
        edges: [],
        pageInfo: { endCursor: null, hasNextPage: false },
      },
    },
  });
  await screen.findByRole('heading', { name: 'Comments' });
  return { answer };
}

describe('Viewers can comment (Manage team)', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('admins switch it on at once, and a toast says so', async () => {
    const { answer } = await renderDialog('ADMIN');
    const box = screen.getByRole('checkbox', { name: 'Viewers can comment' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    answer({
      setViewersMayComment: {
        team: { id: 'team-1', viewersMayComment: true },
        errors: [],
      },
    });
    expect(box.checked).toBe(true);
    expect(toast.success).toHaveBeenCalledWith('Viewers can now comment');
  });

  it('a refusal brings the box back and says why', async () => {
    const { answer } = await renderDialog('OWNER', true);
    const box = screen.getByRole('checkbox', { name: 'Viewers can comment' }) as HTMLInputElement;
    fireEvent.click(box);
    expect(box.checked).toBe(false);
    answer({
      setViewersMayComment: { team: null, errors: [payloadError('You are not allowed.')] },
    });
    expect(box.checked).toBe(true);
    expect(screen.getByText('You are not allowed.').getAttribute('role')).toBe('alert');
  });

  it('editors and viewers see how it is set, without the box', async () => {
    await renderDialog('EDITOR');
    expect(screen.queryByRole('checkbox', { name: 'Viewers can comment' })).toBeNull();
    expect(
      screen.getByText(
        'Editors, admins and owners can comment on swipes; viewers can read comments.',
      ),
    ).toBeTruthy();
  });
});
