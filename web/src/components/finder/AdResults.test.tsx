import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testEnvironment } from '../../relay/testEnvironment';
import { AdResults } from './AdResults';
import { type FinderSearch, type FinderTab, NO_FINDER_SEARCH } from './finderSearch';

// The results' tabs: a keyboard-operable tablist, the Meta tab without a token (what the token
// adds, and nothing asked of the server) or without a keyword or brand, Meta's failure said
// with Try again, the empty states, and Show more.

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const AD = {
  __typename: 'FoundAd',
  source: 'META',
  title: 'Wake up to better coffee',
  brand: 'Northwind Coffee',
  pageId: '104983712345',
  body: 'Cold brew.',
  platforms: [],
  startedAt: null,
  stoppedAt: null,
  imageUrl: null,
  link: null,
  savedSwipe: null,
};

function page(ids: string[], { failure = null as string | null, more = false } = {}) {
  return {
    node: {
      __typename: 'Team',
      id: 'team-1',
      adSearch: {
        failure,
        edges: ids.map((id) => ({ cursor: id, node: { ...AD, id, title: `Ad ${id}` } })),
        pageInfo: { endCursor: more ? 'next' : null, hasNextPage: more },
      },
    },
  };
}

function Results({
  initialTab,
  search,
  metaAvailable,
  metaSetupHelp,
  onClearMetaFilters,
}: {
  initialTab: FinderTab;
  search: FinderSearch;
  metaAvailable: boolean;
  metaSetupHelp: string | null;
  onClearMetaFilters: () => void;
}) {
  const [tab, setTab] = useState(initialTab);
  return (
    <AdResults
      teamId="team-1"
      tab={tab}
      onTabChange={setTab}
      search={search}
      pending={false}
      metaAvailable={metaAvailable}
      metaSetupHelp={metaSetupHelp}
      canSave
      trackedPageIds={new Set()}
      panelRef={{ current: null }}
      onMoreFrom={() => {}}
      onTrack={null}
      onClearMetaFilters={onClearMetaFilters}
    />
  );
}

function renderResults({
  tab = 'team' as FinderTab,
  search = NO_FINDER_SEARCH,
  metaAvailable = true,
  metaSetupHelp = null as string | null,
} = {}) {
  const { answer, environment, wrapper } = testEnvironment();
  const execute = vi.spyOn(environment, 'execute');
  const onClearMetaFilters = vi.fn();
  render(
    <MemoryRouter>
      <Suspense fallback="Loading">
        <Results
          initialTab={tab}
          search={search}
          metaAvailable={metaAvailable}
          metaSetupHelp={metaSetupHelp}
          onClearMetaFilters={onClearMetaFilters}
        />
      </Suspense>
    </MemoryRouter>,
    { wrapper },
  );
  return { answer, execute, onClearMetaFilters };
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('AdResults', () => {
  afterEach(cleanup);

  it('has three tabs, the open one selected and its panel shown; arrow keys move between them', async () => {
    const { answer } = renderResults();
    answer(page(['swipe:1']));
    await screen.findByRole('list', { name: 'Ads' });
    expect(screen.getByRole('tablist', { name: 'Where to search' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((each) => each.textContent)).toEqual([
      'Your ads',
      'Gallery',
      'Meta Ad Library',
    ]);
    expect(tab('Your ads').getAttribute('aria-selected')).toBe('true');
    expect(tab('Your ads').tabIndex).toBe(0);
    expect(tab('Gallery').tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'Your ads' });
    expect(tab('Your ads').getAttribute('aria-controls')).toBe(panel.id);

    fireEvent.keyDown(tab('Your ads'), { key: 'ArrowLeft' });
    expect(tab('Meta Ad Library').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Meta Ad Library'));
    fireEvent.keyDown(tab('Meta Ad Library'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Your ads'));
    fireEvent.keyDown(tab('Your ads'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Gallery'));
    expect(screen.getByRole('tabpanel', { name: 'Gallery' })).toBeTruthy();
  });

  it('without a token, the Meta tab tells a user to ask an administrator and asks nothing of the server', () => {
    const { execute } = renderResults({
      tab: 'meta',
      search: { ...NO_FINDER_SEARCH, keyword: 'coffee' },
      metaAvailable: false,
    });
    expect(
      screen.getByText('Ad Finder is not switched on for this server — ask your administrator'),
    ).toBeTruthy();
    expect(screen.queryByText(/META_AD_LIBRARY_TOKEN/)).toBeNull();
    expect(execute).not.toHaveBeenCalled();
  });

  it('without a token, the Meta tab shows an administrator the server’s setup help', () => {
    renderResults({
      tab: 'meta',
      metaAvailable: false,
      metaSetupHelp: 'Set META_AD_LIBRARY_TOKEN.',
    });
    expect(screen.getByText('Set META_AD_LIBRARY_TOKEN.')).toBeTruthy();
    expect(screen.queryByText(/not switched on/)).toBeNull();
  });

  it('asks for a keyword or a brand before searching Meta’s Ad Library', () => {
    const { execute } = renderResults({ tab: 'meta' });
    expect(
      screen.getByText(
        'Enter a keyword or a brand above, then Search, to see the ads running in Meta’s Ad Library.',
      ),
    ).toBeTruthy();
    expect(execute).not.toHaveBeenCalled();
  });

  it('says in plain words when Meta’s Ad Library failed, and tries again', async () => {
    const failure = 'Meta’s Ad Library is busy right now. Try again in a few minutes.';
    const { answer } = renderResults({
      tab: 'meta',
      search: { ...NO_FINDER_SEARCH, keyword: 'coffee' },
    });
    answer(page([], { failure }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(failure);
    expect(screen.queryByText('No ads match this search.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    answer(page(['meta:1']));
    expect(await screen.findByRole('article', { name: 'Ad meta:1' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('empty: no match; the gallery explains the filters it cannot use', async () => {
    const { answer, onClearMetaFilters } = renderResults({
      tab: 'gallery',
      search: { ...NO_FINDER_SEARCH, country: 'US' },
    });
    answer(page([]));
    expect(
      await screen.findByText(/The gallery’s ads have no country, platform or run dates/),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 ads');
    fireEvent.click(screen.getByRole('button', { name: 'Search without them' }));
    expect(onClearMetaFilters).toHaveBeenCalledTimes(1);
    cleanup();

    const next = renderResults({ tab: 'team', search: { ...NO_FINDER_SEARCH, keyword: 'zzz' } });
    next.answer(page([]));
    expect(await screen.findByText('No ads match this search.')).toBeTruthy();
  });

  it('shows more: the next page, the focus on its first ad', async () => {
    const { answer } = renderResults();
    answer(page(['swipe:1', 'swipe:2'], { more: true }));
    await screen.findByRole('list', { name: 'Ads' });
    expect(screen.getByRole('status').textContent).toBe('2 ads shown, more to load');
    fireEvent.click(screen.getByRole('button', { name: 'Show more ads' }));
    answer(page(['swipe:3']));
    const third = await screen.findByRole('article', { name: 'Ad swipe:3' });
    expect(document.activeElement).toBe(third.closest('li'));
    expect(screen.getByRole('status').textContent).toBe('3 ads');
    expect(screen.queryByRole('button', { name: 'Show more ads' })).toBeNull();
  });
});
