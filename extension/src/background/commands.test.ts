import { beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  handleSaveRequest: vi.fn(),
  notifyInTab: vi.fn(),
  menuTeamId: vi.fn(),
  getAuth: vi.fn(),
}));
vi.mock('./save-request', () => ({ handleSaveRequest: mocks.handleSaveRequest }));
vi.mock('./notify', () => ({ notifyInTab: mocks.notifyInTab }));
vi.mock('./context-menus', () => ({ menuTeamId: mocks.menuTeamId }));
vi.mock('../shared/storage', () => ({
  getAuth: mocks.getAuth,
  getServerOrigin: async () => 'http://localhost:3000',
}));

const { commandRequest, handleCommand } = await import('./commands');

const tab = {
  id: 7,
  url: 'https://shop.example/sale#top',
  title: 'Summer sale',
} as chrome.tabs.Tab;

describe('commandRequest', () => {
  it('asks for what the popup would: the tab’s title and address, no fragment', () => {
    expect(commandRequest('save-visible-area', tab, 'team-1')).toEqual({
      type: 'swipestack:save',
      tabId: 7,
      mode: 'visible',
      swipe: {
        teamId: 'team-1',
        kind: 'WEBSITE',
        title: 'Summer sale',
        url: 'https://shop.example/sale',
        notes: '',
        tags: [],
        collectionIds: [],
      },
    });
    expect(commandRequest('select-region', tab, 'team-1')?.mode).toBe('region');
  });

  it('ignores other commands and pages that cannot be saved', () => {
    expect(commandRequest('something-else', tab, 't')).toBeNull();
    expect(
      commandRequest('save-visible-area', { ...tab, url: 'chrome://settings' }, 't'),
    ).toBeNull();
  });
});

describe('handleCommand', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mocks.getAuth.mockResolvedValue({ token: 't', serverOrigin: 'http://localhost:3000' });
    mocks.menuTeamId.mockResolvedValue('team-1');
  });

  it('saves the visible area and tells the outcome in the page', async () => {
    const reply = { ok: true, swipeId: 's', teamId: 'team-1' };
    mocks.handleSaveRequest.mockResolvedValue(reply);
    await handleCommand('save-visible-area', tab);
    expect(mocks.handleSaveRequest).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'visible', tabId: 7 }),
    );
    expect(mocks.notifyInTab).toHaveBeenCalledWith(7, reply, 'http://localhost:3000');
  });

  it('starts a region selection, which shows its own hint', async () => {
    mocks.handleSaveRequest.mockResolvedValue({ ok: true, selecting: true });
    await handleCommand('select-region', tab);
    expect(mocks.handleSaveRequest).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'region' }),
    );
    expect(mocks.notifyInTab).not.toHaveBeenCalled();
  });

  it('asks to sign in first, without capturing', async () => {
    mocks.getAuth.mockResolvedValue(null);
    await handleCommand('save-visible-area', tab);
    expect(mocks.handleSaveRequest).not.toHaveBeenCalled();
    expect(mocks.notifyInTab).toHaveBeenCalledWith(
      7,
      expect.objectContaining({ ok: false, signedOut: true }),
      'http://localhost:3000',
    );
  });

  it('reports a failure to find the team in the page', async () => {
    mocks.menuTeamId.mockRejectedValue(new Error('You have no team you can add swipes to.'));
    await handleCommand('save-visible-area', tab);
    expect(mocks.notifyInTab).toHaveBeenCalledWith(
      7,
      { ok: false, error: 'You have no team you can add swipes to.' },
      'http://localhost:3000',
    );
  });
});
