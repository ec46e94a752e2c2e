import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPaywall } from '../../lib/paywall';
import { testEnvironment } from '../../relay/testEnvironment';
import { AdResults } from './AdResults';
import { type FinderTab, NO_FINDER_SEARCH } from './finderSearch';

// A result card as the page shows it: what it says of the ad, where it links, Save (its
// progress, then Saved with a link to the swipe, the focus on it; the paywall at the Free cap),
// and a Meta ad's More from and Track.

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock('../../lib/paywall', async (original) => ({
  ...(await original<typeof import('../../lib/paywall')>()),
  openPaywall: vi.fn(),
}));

const META_AD = {
  __typename: 'FoundAd',
  id: 'meta:771',
  source: 'META',
  title: 'Wake up to better coffee',
  brand: 'Northwind Coffee',
  pageId: '104983712345',
  body: 'Cold brew, delivered before your alarm goes off.',
  platforms: ['facebook', 'instagram', 'audience_network'],
  startedAt: '2026-11-20T00:00:00.000Z',
  stoppedAt: null,
  imageUrl: null,
  link: 'https://www.facebook.com/ads/library/?id=771',
  savedSwipe: null,
};

const EXAMPLE_AD = {
  __typename: 'FoundAd',
  id: 'example:e1',
  source: 'GALLERY',
  title: 'Northwind Coffee: the 5 a.m. club billboard',
  brand: 'Northwind Coffee',
  pageId: null,
  body: 'A two-word headline and one photo.',
  platforms: [],
  startedAt: null,
  stoppedAt: null,
  imageUrl: '/examples/covers/ads--northwind.webp',
  link: '/examples/ads/northwind',
  savedSwipe: { id: 'swipe-9' },
};

const TEAM_AD = {
  ...META_AD,
  id: 'swipe:s1',
  source: 'TEAM',
  startedAt: '2026-11-01T00:00:00.000Z',
  stoppedAt: '2026-11-05T00:00:00.000Z',
  link: null,
  savedSwipe: { id: 'swipe-s1' },
};

async function renderResults({
  tab = 'meta' as FinderTab,
  ads = [META_AD] as object[],
  canSave = true,
  tracked = new Set<string>(),
} = {}) {
  const { answer, wrapper } = testEnvironment();
  const onMoreFrom = vi.fn();
  const onTrack = vi.fn();
  render(
    <MemoryRouter>
      <Suspense fallback="Loading">
        <AdResults
          teamId="team-1"
          tab={tab}
          onTabChange={() => {}}
          search={{ ...NO_FINDER_SEARCH, keyword: 'coffee' }}
          pending={false}
          metaAvailable
          canSave={canSave}
          trackedPageIds={tracked}
          panelRef={{ current: null }}
          onMoreFrom={onMoreFrom}
          onTrack={onTrack}
          onClearMetaFilters={() => {}}
        />
      </Suspense>
    </MemoryRouter>,
    { wrapper },
  );
  answer({
    node: {
      __typename: 'Team',
      id: 'team-1',
      adSearch: {
        failure: null,
        edges: ads.map((node, index) => ({ cursor: `c${index}`, node })),
        pageInfo: { endCursor: null, hasNextPage: false },
      },
    },
  });
  await screen.findByRole('list', { name: 'Ads' });
  return { answer, onMoreFrom, onTrack };
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('FoundAdCard', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('says whose ad it is, what it says, where and since when it runs, and where to see it', async () => {
    await renderResults();
    expect(screen.getByRole('status').textContent).toBe('1 ad');
    const ad = card(META_AD.title);
    expect(within(ad).getByText('Northwind Coffee')).toBeTruthy();
    expect(within(ad).getByText(META_AD.body)).toBeTruthy();
    const platforms = within(ad).getByRole('list', { name: 'Platforms' });
    expect(
      within(platforms)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Facebook', 'Instagram', 'Audience Network']);
    expect(within(ad).getByText('Running since 20 Nov 2026')).toBeTruthy();
    const link = within(ad).getByRole('link', { name: /^View in Ad Library/ });
    expect(link.textContent).toBe('View in Ad Library (opens in a new tab)');
    expect(link.getAttribute('href')).toBe(META_AD.link);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(ad).queryByRole('img')).toBeNull();
  });

  it('saves: progress, then Saved with a link to the swipe (focused) and a toast', async () => {
    const { answer } = await renderResults();
    const save = within(card(META_AD.title)).getByRole('button', { name: /^Save/ });
    expect(save.textContent).toBe('Save Wake up to better coffee to your swipe file');
    fireEvent.click(save);
    expect(save.textContent).toMatch(/^Saving…/);
    expect((save as HTMLButtonElement).disabled).toBe(true);
    answer({
      saveFoundAd: {
        swipe: { id: 'swipe-new', title: 'Northwind Coffee: Wake up to better coffee' },
        errors: [],
      },
    });
    const ad = card(META_AD.title);
    expect(within(ad).queryByRole('button', { name: /^Save/ })).toBeNull();
    expect(within(ad).getByText('Saved')).toBeTruthy();
    const open = within(ad).getByRole('link', { name: /^Open swipe/ });
    expect(open.textContent).toBe(`Open swipe ${META_AD.title}`);
    expect(open.getAttribute('href')).toBe('/swipes?swipe=swipe-new');
    expect(document.activeElement).toBe(open);
    expect(toast.success).toHaveBeenCalledWith(
      'Saved to your swipe file',
      expect.objectContaining({
        description: 'Northwind Coffee: Wake up to better coffee',
        action: expect.objectContaining({ label: 'Open swipe' }),
      }),
    );
  });

  it('at the Free cap, Save opens the paywall and the ad stays unsaved', async () => {
    const { answer } = await renderResults();
    fireEvent.click(within(card(META_AD.title)).getByRole('button', { name: /^Save/ }));
    const message = 'You’ve reached the 10-swipe cap on the Free plan';
    answer({
      saveFoundAd: {
        swipe: null,
        errors: [{ __typename: 'SwipeLimitError', __isError: 'SwipeLimitError', message }],
      },
    });
    expect(openPaywall).toHaveBeenCalledWith(message, expect.stringContaining('make room'));
    expect(within(card(META_AD.title)).getByRole('button', { name: /^Save/ })).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says why Meta’s Ad Library refused to save it', async () => {
    const { answer } = await renderResults();
    fireEvent.click(within(card(META_AD.title)).getByRole('button', { name: /^Save/ }));
    const message = 'Meta’s Ad Library is busy. Try again in a few minutes.';
    answer({
      saveFoundAd: {
        swipe: null,
        errors: [{ __typename: 'MetaAdLibraryError', __isError: 'MetaAdLibraryError', message }],
      },
    });
    expect(toast.error).toHaveBeenCalledWith('Unable to save to your swipe file', {
      description: message,
    });
  });

  it('offers More from and Track for a Meta ad’s page; Tracked once the team tracks it', async () => {
    const { onMoreFrom, onTrack } = await renderResults();
    const ad = card(META_AD.title);
    fireEvent.click(within(ad).getByRole('button', { name: 'More from Northwind Coffee' }));
    expect(onMoreFrom).toHaveBeenCalledWith('104983712345');
    fireEvent.click(within(ad).getByRole('button', { name: 'Track Northwind Coffee' }));
    expect(onTrack).toHaveBeenCalledWith({ pageId: '104983712345', brand: 'Northwind Coffee' });
    cleanup();
    await renderResults({ tracked: new Set(['104983712345']) });
    expect(within(card(META_AD.title)).getByText('Tracked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Track/ })).toBeNull();
  });

  it('a saved example links to its swipe and to its page; viewers get no Save', async () => {
    await renderResults({
      tab: 'gallery',
      ads: [EXAMPLE_AD, { ...META_AD, id: 'meta:2' }],
      canSave: false,
    });
    const example = card(EXAMPLE_AD.title);
    expect(within(example).getByText('Saved')).toBeTruthy();
    expect(
      within(example)
        .getByRole('link', { name: /^Open swipe/ })
        .getAttribute('href'),
    ).toBe('/swipes?swipe=swipe-9');
    const view = within(example).getByRole('link', { name: /^View example/ });
    expect(view.getAttribute('href')).toBe('/examples/ads/northwind');
    expect(view.getAttribute('rel')).toBe('noopener');
    expect(within(example).getByRole('img', { name: EXAMPLE_AD.title })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^Save/ })).toHaveLength(0);
  });

  it('the team’s own ads are saved already: they link to their swipe, with their run', async () => {
    await renderResults({ tab: 'team', ads: [TEAM_AD] });
    const ad = card(TEAM_AD.title);
    expect(within(ad).queryByRole('button', { name: /^Save/ })).toBeNull();
    expect(within(ad).queryByText('Saved')).toBeNull();
    expect(
      within(ad)
        .getByRole('link', { name: /^Open swipe/ })
        .getAttribute('href'),
    ).toBe('/swipes?swipe=swipe-s1');
    expect(within(ad).getByText('Ran 1 Nov – 5 Nov 2026')).toBeTruthy();
  });
});
