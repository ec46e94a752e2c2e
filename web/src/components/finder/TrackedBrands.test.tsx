import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { useLazyLoadQuery } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FinderPageTeamQuery, {
  type FinderPageTeamQuery as FinderPageTeamQueryType,
} from '../../__generated__/FinderPageTeamQuery.graphql';
import { openPaywall } from '../../lib/paywall';
import { payloadError, testEnvironment } from '../../relay/testEnvironment';
import { TrackedBrands, type TrackRequest } from './TrackedBrands';

// The tracked brands' states the e2e server cannot show (no daily check runs there): a check's
// numbers and failures, paused brands, viewers, the plan's limit and no token; and adding,
// pausing and removing a brand.

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock('../../lib/paywall', async (original) => ({
  ...(await original<typeof import('../../lib/paywall')>()),
  openPaywall: vi.fn(),
}));

const NOW = new Date('2026-11-27T12:00:00.000Z');

const brand = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  kind: 'PAGE',
  query: '104983712345',
  label: 'Northwind Coffee',
  country: 'ALL',
  collection: null,
  pausedAt: null,
  lastCheckedAt: null,
  lastError: null,
  lastFoundCount: 0,
  lastSavedCount: 0,
  ...fields,
});

const CHECKED = brand('tb-1', {
  collection: { id: 'col-1', name: 'Coffee ads' },
  country: 'GB',
  lastCheckedAt: '2026-11-27T10:00:00.000Z',
  lastFoundCount: 3,
  lastSavedCount: 3,
});
const PAUSED = brand('tb-2', {
  kind: 'KEYWORD',
  query: 'cold brew',
  label: 'cold brew',
  pausedAt: '2026-11-26T10:00:00.000Z',
});
const NEW = brand('tb-3', { query: '55555555', label: 'Contoso' });
const FAILED = brand('tb-4', {
  query: '66666666',
  label: 'Fabrikam',
  lastCheckedAt: '2026-11-27T11:00:00.000Z',
  lastError: 'Meta’s Ad Library refused the token. An administrator must renew it.',
});

function Section({ request }: { request: TrackRequest | null }) {
  const data = useLazyLoadQuery<FinderPageTeamQueryType>(FinderPageTeamQuery, {
    teamId: 'team-1',
  });
  const team = data.node?.team;
  return team ? <TrackedBrands team={team} request={request} /> : null;
}

async function renderSection({
  brands = [CHECKED, PAUSED, NEW, FAILED] as object[],
  role = 'EDITOR',
  plan = 'PRO',
  max = 10,
  metaAvailable = true,
  setupHelp = null as string | null,
  request = null as TrackRequest | null,
  collections = [{ id: 'col-1', name: 'Coffee ads' }],
} = {}) {
  const { answer, wrapper } = testEnvironment();
  const view = render(
    <MemoryRouter>
      <Suspense fallback="Loading">
        <Section request={request} />
      </Suspense>
    </MemoryRouter>,
    { wrapper },
  );
  answer({
    node: {
      __typename: 'Team',
      __isNode: 'Team',
      id: 'team-1',
      name: 'Growth',
      viewerRole: role,
      plan,
      adFinderSetup: { metaAvailable, trackedBrandsMax: max, setupHelp },
      trackedBrands: brands,
      collections: {
        totalCount: collections.length,
        edges: collections.map((node) => ({ node })),
      },
    },
  });
  await screen.findByRole('heading', { name: 'Tracked brands' });
  const rerender = (next: TrackRequest | null) =>
    view.rerender(
      <MemoryRouter>
        <Suspense fallback="Loading">
          <Section request={next} />
        </Suspense>
      </MemoryRouter>,
    );
  return { answer, rerender };
}

const item = (label: string) => screen.getByRole('listitem', { name: label });

describe('TrackedBrands', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('lists each brand with what it follows, where its ads go and how its last check went', async () => {
    await renderSection();
    expect(screen.getByText('4 of 10 brands')).toBeTruthy();
    const checked = item('Northwind Coffee');
    expect(
      within(checked).getByText(/^Page 104983712345 · United Kingdom · Saves to “Coffee ads”$/),
    ).toBeTruthy();
    expect(within(checked).getByText('Checked 2 hours ago — 3 new, 3 saved')).toBeTruthy();
    const paused = item('cold brew');
    expect(within(paused).getByText(/^Keyword · All countries · Swipe file only$/)).toBeTruthy();
    expect(within(paused).getByText('Paused')).toBeTruthy();
    expect(within(item('Contoso')).getByText('Not checked yet')).toBeTruthy();
    const failed = item('Fabrikam');
    expect(within(failed).getByText('Checked 1 hour ago — no new ads')).toBeTruthy();
    expect(within(failed).getByRole('alert').textContent).toBe(
      'Meta’s Ad Library refused the token. An administrator must renew it.',
    );
  });

  it('offers Check now (not while paused), Pause or Resume, and Remove to editors', async () => {
    await renderSection();
    const check = within(item('Northwind Coffee')).getByRole('button', {
      name: 'Check now for Northwind Coffee',
    }) as HTMLButtonElement;
    expect(check.disabled).toBe(false);
    expect(
      (
        within(item('cold brew')).getByRole('button', {
          name: 'Check now for cold brew',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    expect(
      within(item('cold brew')).getByRole('button', { name: 'Resume cold brew' }),
    ).toBeTruthy();
    expect(
      within(item('Northwind Coffee')).getByRole('button', { name: 'Pause Northwind Coffee' }),
    ).toBeTruthy();
    expect(
      within(item('Northwind Coffee')).getByRole('button', { name: 'Remove Northwind Coffee' }),
    ).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Add a brand' })).toBeTruthy();
  });

  it('viewers see the list, without buttons or the form', async () => {
    await renderSection({ role: 'VIEWER' });
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('form', { name: 'Add a brand' })).toBeNull();
    expect(
      screen.getByText(
        'You can see what Growth tracks. Editors, admins and owners add, pause and remove brands.',
      ),
    ).toBeTruthy();
  });

  it('at the plan’s limit, the form gives way to the plan’s message and a way to upgrade', async () => {
    await renderSection({ brands: [CHECKED], plan: 'FREE', max: 1 });
    expect(screen.getByText('1 of 1 brand')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add a brand' })).toBeNull();
    expect(screen.getByText('The Free plan tracks 1 brand. Upgrade to track more.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(openPaywall).toHaveBeenCalledWith(
      'The Free plan tracks 1 brand. Upgrade to track more.',
    );
    expect(screen.getByRole('link', { name: 'Compare plans' }).getAttribute('href')).toBe(
      '/pricing',
    );
  });

  it('without a token, tells a user to ask an administrator: no form, no Check now', async () => {
    await renderSection({ brands: [CHECKED], metaAvailable: false });
    expect(
      screen.getByText('Ad Finder is not switched on for this server — ask your administrator'),
    ).toBeTruthy();
    expect(screen.queryByText(/META_AD_LIBRARY_TOKEN/)).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add a brand' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Check now/ })).toBeNull();
  });

  it('without a token, shows an administrator the server’s setup help', async () => {
    await renderSection({ metaAvailable: false, setupHelp: 'Set META_AD_LIBRARY_TOKEN.' });
    expect(screen.getByText('Set META_AD_LIBRARY_TOKEN.')).toBeTruthy();
    expect(screen.queryByText(/not switched on/)).toBeNull();
  });

  it('empty: says no brand is tracked yet', async () => {
    await renderSection({ brands: [] });
    expect(screen.getByText('No brands tracked yet.')).toBeTruthy();
    expect(screen.getByText('0 of 10 brands')).toBeTruthy();
  });

  it('checks the rules before tracking, then adds the brand last and focuses it', async () => {
    const { answer } = await renderSection({ brands: [CHECKED] });
    const form = screen.getByRole('form', { name: 'Add a brand' });
    const pageId = within(form).getByLabelText('Page id') as HTMLInputElement;
    const track = within(form).getByRole('button', { name: 'Track' });
    fireEvent.change(pageId, { target: { value: 'northwind' } });
    fireEvent.click(track);
    expect(document.activeElement).toBe(pageId);
    expect(within(form).getByText('A Facebook page id is 5 to 20 digits.')).toBeTruthy();

    fireEvent.change(pageId, { target: { value: '104983712345' } });
    fireEvent.change(within(form).getByLabelText('Country'), { target: { value: 'GB' } });
    fireEvent.click(track);
    expect(within(form).getByText('Your team tracks this already.')).toBeTruthy();

    fireEvent.click(within(form).getByRole('radio', { name: 'Keyword' }));
    const keyword = within(form).getByLabelText('Keyword to follow');
    expect(within(form).queryByLabelText('Name')).toBeNull();
    fireEvent.change(keyword, { target: { value: 'oat milk' } });
    fireEvent.change(within(form).getByLabelText('Save new ads to'), {
      target: { value: 'col-1' },
    });
    fireEvent.click(track);
    expect(track.textContent).toBe('Tracking…');
    answer({
      trackBrand: {
        trackedBrand: brand('tb-9', {
          kind: 'KEYWORD',
          query: 'oat milk',
          label: 'oat milk',
          country: 'GB',
          collection: { id: 'col-1', name: 'Coffee ads' },
        }),
        errors: [],
      },
    });
    expect(document.activeElement).toBe(item('oat milk'));
    expect(screen.getByText('2 of 10 brands')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Tracking oat milk', {
      description: 'Its new ads are saved to “Coffee ads” every day; the first check runs now.',
    });
  });

  it('shows the server’s refusal above the form', async () => {
    const { answer } = await renderSection({ brands: [] });
    const form = screen.getByRole('form', { name: 'Add a brand' });
    fireEvent.change(within(form).getByLabelText('Page id'), { target: { value: '123456' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Track' }));
    answer({
      trackBrand: {
        trackedBrand: null,
        errors: [payloadError('Your plan tracks up to 10 brands. Remove one to track another.')],
      },
    });
    expect(within(form).getByRole('alert').textContent).toBe(
      'Your plan tracks up to 10 brands. Remove one to track another.',
    );
  });

  it('Track on a Meta ad fills the form with its page and focuses it', async () => {
    const { rerender } = await renderSection({ brands: [] });
    rerender({ kind: 'PAGE', query: '777777777', label: 'Contoso Roasters', nonce: 1 });
    const form = screen.getByRole('form', { name: 'Add a brand' });
    expect(document.activeElement).toBe(within(form).getByRole('heading', { name: 'Add a brand' }));
    expect((within(form).getByLabelText('Page id') as HTMLInputElement).value).toBe('777777777');
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe(
      'Contoso Roasters',
    );
  });

  it('pauses a brand as the server answers it', async () => {
    const { answer } = await renderSection({ brands: [CHECKED] });
    fireEvent.click(screen.getByRole('button', { name: 'Pause Northwind Coffee' }));
    answer({
      setTrackedBrandPaused: {
        trackedBrand: { ...CHECKED, pausedAt: '2026-11-27T12:00:00.000Z' },
        errors: [],
      },
    });
    expect(within(item('Northwind Coffee')).getByText('Paused')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume Northwind Coffee' })).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Northwind Coffee paused', {});
  });

  it('removes a brand after asking, the focus on the next one', async () => {
    const { answer } = await renderSection({ brands: [CHECKED, NEW] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Northwind Coffee' }));
    const confirm = within(item('Northwind Coffee')).getByRole('group', { name: 'Confirm' });
    expect(confirm.textContent).toContain('Stop tracking Northwind Coffee?');
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, remove' }));
    answer({ removeTrackedBrand: { deletedId: 'tb-1', errors: [] } });
    expect(screen.queryByRole('listitem', { name: 'Northwind Coffee' })).toBeNull();
    expect(document.activeElement).toBe(item('Contoso'));
    expect(screen.getByText('1 of 10 brands')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Stopped tracking Northwind Coffee');
  });
});
