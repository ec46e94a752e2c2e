import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { useLazyLoadQuery } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DiscoverPageTeamQuery, {
  type DiscoverPageTeamQuery as DiscoverPageTeamQueryType,
} from '../../__generated__/DiscoverPageTeamQuery.graphql';
import { openPaywall } from '../../lib/paywall';
import { testEnvironment } from '../../relay/testEnvironment';
import { DiscoverFeed } from './DiscoverFeed';

// The feed as the page shows it: what a card says, who may save, an item leaving the feed
// (focus moving on), the New marks kept for the visit, and the empty states.

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock('../../lib/paywall', async (original) => ({
  ...(await original<typeof import('../../lib/paywall')>()),
  openPaywall: vi.fn(),
}));

const EXAMPLE = {
  __typename: 'DiscoverItem',
  id: 'example:northwind',
  isNew: false,
  source: 'EXAMPLE',
  title: 'Northwind Coffee: the 5 a.m. club billboard',
  text: 'A two-word headline and one photo.',
  kind: 'AD',
  category: 'ads',
  imageUrl: '/examples/covers/ads--northwind.webp',
  link: '/examples/ads/northwind',
  collectionName: null,
  reason: 'Because you saved “Coffee”',
};

const LISTED = {
  __typename: 'DiscoverItem',
  id: 'swipe:listed',
  isNew: true,
  source: 'COLLECTION',
  title: 'Spring launch email',
  text: '',
  kind: 'EMAIL',
  category: 'community',
  imageUrl: '/files/swipe_image/abc.png',
  link: '/collection/token-1',
  collectionName: 'Launch emails',
  reason: null,
};

const TRACKED = {
  __typename: 'DiscoverItem',
  id: 'meta:771',
  isNew: true,
  source: 'TRACKED',
  title: 'Northwind Coffee: Wake up to better coffee',
  text: 'Cold brew, delivered before your alarm goes off.',
  kind: 'AD',
  category: 'tracked-brands',
  imageUrl: null,
  link: 'https://www.facebook.com/ads/library/?id=771',
  collectionName: null,
  reason: null,
};

function Feed(props: {
  filtered: boolean;
  knownNew: Set<string>;
  onLoaded: () => void;
  onClearFilters: () => void;
}) {
  const data = useLazyLoadQuery<DiscoverPageTeamQueryType>(DiscoverPageTeamQuery, {
    teamId: 'team-1',
    kind: null,
    category: null,
    since: null,
  });
  const team = data.node?.team;
  if (!team) return null;
  return (
    <DiscoverFeed team={team} teamId={team.id} canSave={team.viewerRole !== 'VIEWER'} {...props} />
  );
}

async function renderFeed({
  role = 'EDITOR',
  items = [EXAMPLE, LISTED] as Array<typeof EXAMPLE | typeof LISTED | typeof TRACKED>,
  filtered = false,
  knownNew = new Set<string>(),
} = {}) {
  const { answer, wrapper } = testEnvironment();
  const onLoaded = vi.fn();
  const onClearFilters = vi.fn();
  render(
    <MemoryRouter>
      <Suspense fallback="Loading">
        <Feed
          filtered={filtered}
          knownNew={knownNew}
          onLoaded={onLoaded}
          onClearFilters={onClearFilters}
        />
      </Suspense>
    </MemoryRouter>,
    { wrapper },
  );
  answer({
    node: {
      __typename: 'Team',
      __isNode: 'Team',
      id: 'team-1',
      viewerRole: role,
      discover: {
        totalCount: items.length,
        edges: items.map((node, index) => ({ cursor: `c${index}`, node })),
        pageInfo: { endCursor: 'c1', hasNextPage: false },
      },
    },
  });
  await screen.findByRole('status');
  return { answer, onLoaded, onClearFilters };
}

const card = (title: string) => screen.getByRole('article', { name: new RegExp(`^${title}`) });

describe('DiscoverFeed', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('says what each item is, where it comes from, why it is shown, and where it leads', async () => {
    const { onLoaded } = await renderFeed();
    expect(onLoaded).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('2 items');
    const example = card('Northwind Coffee');
    expect(within(example).getByText('Ad')).toBeTruthy();
    expect(within(example).getByText('Ads')).toBeTruthy();
    expect(within(example).getByText('Because you saved “Coffee”')).toBeTruthy();
    expect(within(example).queryByText('New')).toBeNull();
    const link = within(example).getByRole('link');
    expect(link.getAttribute('href')).toBe('/examples/ads/northwind');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(link.textContent).toBe(
      'Northwind Coffee: the 5 a.m. club billboard (opens in a new tab)',
    );
    // The gallery's covers are the site's own files; stored pictures go through the endpoint.
    const cover = within(example).getByRole('img', { name: EXAMPLE.title });
    expect(cover.getAttribute('src')).toBe('/examples/covers/ads--northwind.webp');
    expect(cover.getAttribute('loading')).toBe('lazy');

    const listed = card('Spring launch email');
    expect(within(listed).getByText('Public collections')).toBeTruthy();
    expect(within(listed).getByText('From “Launch emails”')).toBeTruthy();
    expect(within(listed).getByText('New').textContent).toBe(
      'New since your last visit to Discover',
    );
    expect(
      within(listed).getByRole('img', { name: 'Spring launch email' }).getAttribute('src'),
    ).toMatch(/^\/_next\/image\?url=%2Ffiles%2Fswipe_image%2Fabc\.png&w=640/);
    expect(within(listed).getByRole('button', { name: /^Save/ })).toBeTruthy();
    expect(within(listed).getByRole('button', { name: /^Hide/ })).toBeTruthy();
  });

  it('a tracked brand’s ad shows its text in place of a picture and opens in Meta’s Ad Library', async () => {
    await renderFeed({ items: [TRACKED] });
    const tracked = card('Northwind Coffee: Wake up');
    expect(within(tracked).getByText('Tracked brands')).toBeTruthy();
    expect(within(tracked).getByText('From a tracked brand')).toBeTruthy();
    expect(within(tracked).getByText(TRACKED.text)).toBeTruthy();
    expect(within(tracked).queryByRole('img')).toBeNull();
    const link = within(tracked).getByRole('link');
    expect(link.getAttribute('href')).toBe(TRACKED.link);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(tracked).getByRole('button', { name: /^Save/ })).toBeTruthy();
  });

  it('offers Save to editors only; everyone may hide', async () => {
    await renderFeed({ role: 'VIEWER' });
    expect(screen.queryAllByRole('button', { name: /^Save/ })).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: /^Hide/ })).toHaveLength(2);
  });

  it('keeps an item New for the visit once it was shown as New', async () => {
    await renderFeed({ knownNew: new Set(['example:northwind']) });
    expect(within(card('Northwind Coffee')).getByText('New')).toBeTruthy();
  });

  it('a hidden item leaves at once and focus goes to the one that took its place', async () => {
    const { answer } = await renderFeed();
    fireEvent.click(within(card('Northwind Coffee')).getByRole('button', { name: /^Hide/ }));
    expect(screen.queryByRole('article', { name: /^Northwind Coffee/ })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('1 item');
    expect(document.activeElement).toBe(card('Spring launch email').closest('li'));
    answer({ hideDiscoverItem: { hiddenId: 'example:northwind', errors: [] } });
    expect(toast.success).toHaveBeenCalledWith('Hidden from Discover');
    expect(screen.getByRole('status').textContent).toBe('1 item');
  });

  it('a saved item shows progress, then leaves the feed with a toast to open the swipe', async () => {
    const { answer } = await renderFeed();
    const save = within(card('Spring launch email')).getByRole('button', { name: /^Save/ });
    fireEvent.click(save);
    expect(save.textContent).toMatch(/^Saving…/);
    expect((save as HTMLButtonElement).disabled).toBe(true);
    answer({
      saveDiscoverItem: { swipe: { id: 'swipe-new', title: 'Spring launch email' }, errors: [] },
    });
    expect(screen.queryByRole('article', { name: /^Spring launch email/ })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('1 item');
    expect(toast.success).toHaveBeenCalledWith(
      'Saved to your swipe file',
      expect.objectContaining({
        description: 'Spring launch email',
        action: expect.objectContaining({ label: 'Open swipe' }),
      }),
    );
  });

  it('at the Free cap, Save opens the paywall and the item stays', async () => {
    const { answer } = await renderFeed();
    fireEvent.click(within(card('Northwind Coffee')).getByRole('button', { name: /^Save/ }));
    const message = 'You’ve reached the 10-swipe cap on the Free plan';
    answer({
      saveDiscoverItem: {
        swipe: null,
        errors: [{ __typename: 'SwipeLimitError', __isError: 'SwipeLimitError', message }],
      },
    });
    expect(openPaywall).toHaveBeenCalledWith(message, expect.stringContaining('make room'));
    expect(card('Northwind Coffee')).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('an item the team saved meanwhile leaves the feed, with the server’s words', async () => {
    const { answer } = await renderFeed();
    fireEvent.click(within(card('Northwind Coffee')).getByRole('button', { name: /^Save/ }));
    answer({
      saveDiscoverItem: {
        swipe: null,
        errors: [
          {
            __typename: 'FieldError',
            __isError: 'FieldError',
            message: 'Your team saved this item already.',
            field: 'key',
          },
        ],
      },
    });
    expect(screen.queryByRole('article', { name: /^Northwind Coffee/ })).toBeNull();
    expect(toast.error).toHaveBeenCalledWith('Unable to save to your swipe file', {
      description: 'Your team saved this item already.',
    });
  });

  it('empty with filters: says so and offers to clear them', async () => {
    const { onClearFilters } = await renderFeed({ items: [], filtered: true });
    expect(screen.getByText('Nothing new to discover with these filters.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    });
    expect(onClearFilters).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('0 items');
  });

  it('empty without filters: everything was saved or hidden', async () => {
    await renderFeed({ items: [] });
    expect(
      screen.getByText(
        'You have saved or hidden everything here. New examples and public collections will show up here.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });
});
