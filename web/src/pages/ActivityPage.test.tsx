import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import {
  Environment,
  type GraphQLResponse,
  Network,
  Observable,
  RecordSource,
  Store,
  type Variables,
} from 'relay-runtime';
import type { Sink } from 'relay-runtime/network/RelayObservable';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ActivityPageQuery from '../__generated__/ActivityPageQuery.graphql';
import { ACTIVITY_REFRESH_DELAY_MS, teamEventArrived } from '../components/activity/activityStore';
import { ActivityPage } from './ActivityPage';

// The activity feed as the page shows it: a sentence per entry under its day's heading, with
// links to what changed; the Member and Kind filters (in the address, passed to the server);
// "Show more"; the empty, error and live cases.

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const TEAM_ID = 'team-growth';
const TEAMS = {
  edges: [
    { node: { id: TEAM_ID, name: 'Growth', type: 'TEAM', plan: 'FREE', viewerRole: 'OWNER' } },
  ],
};
// Midday today, the page's clock too (beforeEach): entries minutes old stay under "Today" even
// when the suite runs just after midnight.
const NOW = new Date().setHours(12, 0, 0, 0);
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const yesterday = () => {
  const date = new Date(NOW);
  date.setDate(date.getDate() - 1);
  date.setHours(12, 0, 0, 0);
  return date.toISOString();
};

type Entry = Record<string, unknown>;

const BLANK: Entry = {
  __typename: 'Activity',
  actor: { id: 'u-ana', name: 'Ana Lopez' },
  swipe: null,
  collection: null,
  comment: null,
  swipeTitle: null,
  count: null,
  tags: [],
  collections: [],
  removedCollections: [],
  fromPlan: null,
  toPlan: null,
  role: null,
};
const entry = (id: string, kind: string, createdAt: string, fields: Entry = {}): Entry => ({
  ...BLANK,
  id,
  kind,
  createdAt,
  ...fields,
});
const PROMO = { id: 'swipe-1', title: 'Summer promo' };
const OLGA = { id: 'u-olga', name: 'Olga' };

const ADDED = entry('a-1', 'SWIPE_ADDED', minutesAgo(5), { swipe: PROMO, swipeTitle: PROMO.title });
const TAGGED = entry('a-2', 'SWIPE_TAGGED', minutesAgo(30), {
  actor: OLGA,
  count: 2,
  tags: ['q3'],
});
const MOVED = entry('a-3', 'SWIPE_MOVED', minutesAgo(90), {
  actor: OLGA,
  count: 3,
  collection: { id: 'col-1', name: 'Winners' },
  removedCollections: ['Winners'],
});
const COMMENTED = entry('a-4', 'COMMENTED', yesterday(), {
  swipe: PROMO,
  comment: { id: 'c-1', body: 'Love it, @[Olga](user:u-olga) <b>now</b>' },
});
const JOINED = entry('a-5', 'MEMBER_JOINED', yesterday(), { role: 'EDITOR' });
const PLAN = entry('a-6', 'PLAN_CHANGED', yesterday(), {
  actor: null,
  fromPlan: 'FREE',
  toPlan: 'TEAM',
});
const ALL = [ADDED, TAGGED, MOVED, COMMENTED, JOINED, PLAN];

function connection(nodes: Entry[], hasNextPage = false, totalCount = nodes.length) {
  return {
    totalCount,
    edges: nodes.map((node, index) => ({ cursor: `c${index}`, node })),
    pageInfo: { endCursor: nodes.length ? `c${nodes.length - 1}` : null, hasNextPage },
  };
}

const MEMBERS = {
  node: {
    __typename: 'Team',
    id: TEAM_ID,
    members: {
      totalCount: 2,
      edges: [
        { node: { id: 'm-1', name: 'Ana Lopez', userId: 'u-ana', isViewer: true } },
        { node: { id: 'm-2', name: 'Olga', userId: 'u-olga', isViewer: false } },
      ],
    },
  },
};

const feed = (nodes: Entry[], hasNextPage = false, totalCount = nodes.length) => ({
  node: { __typename: 'Team', id: TEAM_ID, activity: connection(nodes, hasNextPage, totalCount) },
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.search}</p>;
}

function setUp(entryPath: string) {
  const requests: { name: string; variables: Variables; sink: Sink<GraphQLResponse> }[] = [];
  const environment = new Environment({
    network: Network.create((operation, variables) =>
      Observable.create((sink) => void requests.push({ name: operation.name, variables, sink })),
    ),
    store: new Store(new RecordSource()),
  });
  const router = createMemoryRouter(
    [
      {
        path: '/activity',
        HydrateFallback: () => null,
        loader: () => ({ queryRef: loadQuery(environment, ActivityPageQuery, {}) }),
        Component: () => (
          <>
            <Where />
            <ActivityPage />
          </>
        ),
      },
      { path: '*', Component: () => <p>Elsewhere</p> },
    ],
    { initialEntries: [entryPath] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  const take = (name: string) => {
    const index = requests.findIndex((request) => request.name === name);
    const request = requests[index];
    if (!request) throw new Error(`No ${name} is waiting (${waiting().join(', ')}).`);
    requests.splice(index, 1);
    return request;
  };
  /** Answers the request named `name` (the oldest); answers its variables. */
  const answer = (name: string, data: Record<string, unknown>): Variables => {
    const request = take(name);
    act(() => {
      request.sink.next({ data });
      request.sink.complete();
    });
    return request.variables;
  };
  const fail = (name: string, message: string) => {
    const request = take(name);
    act(() => request.sink.error(new Error(message)));
  };
  const waiting = () => requests.map((request) => request.name);
  return { answer, fail, waiting, router };
}

const where = () => screen.getByTestId('where').textContent;

async function renderActivity({
  entry: entryPath = '/activity',
  nodes = ALL,
  hasNextPage = false,
  totalCount,
}: {
  entry?: string;
  nodes?: Entry[];
  hasNextPage?: boolean;
  totalCount?: number;
} = {}) {
  const view = setUp(entryPath);
  await vi.waitFor(() => expect(view.waiting()).toEqual(['ActivityPageQuery']));
  view.answer('ActivityPageQuery', {
    viewer: {
      id: 'viewer',
      teams: TEAMS,
    },
  });
  await screen.findByRole('status', { name: 'Loading activity' });
  view.answer('ActivityFilterBarMembersQuery', MEMBERS);
  const variables = view.answer(
    'ActivityPageFeedQuery',
    feed(nodes, hasNextPage, totalCount ?? nodes.length),
  );
  await loaded();
  return { ...view, variables };
}

const loaded = () =>
  vi.waitFor(() => expect(screen.queryByRole('status', { name: 'Loading activity' })).toBeNull());

const items = () => screen.getAllByRole('listitem');
const sentence = (item: HTMLElement) => item.querySelector('p')?.textContent;
const memberSelect = () => screen.getByRole('combobox', { name: 'Member' }) as HTMLSelectElement;
const kindSelect = () => screen.getByRole('combobox', { name: 'Kind' }) as HTMLSelectElement;

describe('ActivityPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('tells each entry in a sentence, under its day, with links to what changed', async () => {
    const { variables } = await renderActivity();
    expect(variables).toEqual({ teamId: TEAM_ID, actorId: null, kinds: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toBeTruthy();
    expect(screen.getByText(/What happened in Growth/)).toBeTruthy();

    const today = screen.getByRole('list', { name: 'Today' });
    const before = screen.getByRole('list', { name: 'Yesterday' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Today',
      'Yesterday',
    ]);
    expect(within(today).getAllByRole('listitem').map(sentence)).toEqual([
      'Ana Lopez added “Summer promo”',
      'Olga tagged 2 swipes with q3',
      'Olga took 3 swipes out of Winners',
    ]);
    expect(within(before).getAllByRole('listitem').map(sentence)).toEqual([
      'Ana Lopez commented on “Summer promo”: Love it, @Olga <b>now</b>',
      'Ana Lopez joined as editor',
      'The plan changed from Free to Team',
    ]);
    expect(document.querySelector('b')).toBeNull();

    const [added, , moved, commented] = items() as HTMLElement[];
    expect(
      within(added as HTMLElement)
        .getByRole('link', { name: '“Summer promo”' })
        .getAttribute('href'),
    ).toBe('/swipes?teamId=team-growth&swipe=swipe-1');
    expect(
      within(moved as HTMLElement)
        .getByRole('link', { name: 'Winners' })
        .getAttribute('href'),
    ).toBe('/collections/col-1');
    expect(
      within(commented as HTMLElement)
        .getByRole('link', { name: '“Summer promo”' })
        .getAttribute('href'),
    ).toBe('/swipes?teamId=team-growth&swipe=swipe-1');
    const time = within(added as HTMLElement).getByText('5 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(ADDED.createdAt);
  });

  it('reads its filters from the address and passes them on', async () => {
    const { variables } = await renderActivity({ entry: '/activity?member=u-olga&kind=COMMENTED' });
    expect(variables).toEqual({ teamId: TEAM_ID, actorId: 'u-olga', kinds: ['COMMENTED'] });
    expect(memberSelect().value).toBe('u-olga');
    expect(kindSelect().value).toBe('COMMENTED');
    expect(Array.from(memberSelect().options).map((option) => [option.value, option.text])).toEqual(
      [
        ['', 'Everyone'],
        ['u-ana', 'Ana Lopez (you)'],
        ['u-olga', 'Olga'],
      ],
    );
    expect(Array.from(kindSelect().options).map((option) => option.text)).toEqual([
      'All activity',
      'Swipes added',
      'Tagged',
      'Moved to collections',
      'Comments',
      'Members joined',
      'Plan changes',
    ]);
  });

  it('writes the filters to the address and reads the feed again with them', async () => {
    const { answer, waiting } = await renderActivity();
    fireEvent.change(memberSelect(), { target: { value: 'u-olga' } });
    await vi.waitFor(() => expect(where()).toBe('?member=u-olga'));
    expect(await screen.findByRole('status', { name: 'Loading activity' })).toBeTruthy();
    await vi.waitFor(() => expect(waiting()).toContain('ActivityPageFeedQuery'));
    expect(answer('ActivityPageFeedQuery', feed([TAGGED]))).toEqual({
      teamId: TEAM_ID,
      actorId: 'u-olga',
      kinds: null,
    });
    await vi.waitFor(() => expect(items()).toHaveLength(1));

    fireEvent.change(kindSelect(), { target: { value: 'SWIPE_TAGGED' } });
    await vi.waitFor(() => expect(where()).toBe('?member=u-olga&kind=SWIPE_TAGGED'));
    await vi.waitFor(() => expect(waiting()).toContain('ActivityPageFeedQuery'));
    expect(answer('ActivityPageFeedQuery', feed([TAGGED]))).toEqual({
      teamId: TEAM_ID,
      actorId: 'u-olga',
      kinds: ['SWIPE_TAGGED'],
    });

    fireEvent.change(memberSelect(), { target: { value: '' } });
    await vi.waitFor(() => expect(where()).toBe('?kind=SWIPE_TAGGED'));
  });

  it('shows everyone again when the member named is not in the team', async () => {
    const view = setUp('/activity?member=u-gone');
    await vi.waitFor(() => expect(view.waiting()).toEqual(['ActivityPageQuery']));
    view.answer('ActivityPageQuery', {
      viewer: {
        id: 'viewer',
        teams: TEAMS,
      },
    });
    await screen.findByRole('status', { name: 'Loading activity' });
    view.answer('ActivityFilterBarMembersQuery', MEMBERS);
    await vi.waitFor(() => expect(where()).toBe(''));
    await vi.waitFor(() =>
      expect(view.waiting().filter((name) => name === 'ActivityPageFeedQuery')).toHaveLength(2),
    );
    view.answer('ActivityPageFeedQuery', feed([]));
    expect(view.answer('ActivityPageFeedQuery', feed(ALL))).toEqual({
      teamId: TEAM_ID,
      actorId: null,
      kinds: null,
    });
    await vi.waitFor(() => expect(items()).toHaveLength(6));
    expect(memberSelect().value).toBe('');
  });

  it('says when nothing has happened yet', async () => {
    await renderActivity({ nodes: [] });
    expect(screen.getByText('Nothing has happened in this team yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('says when nothing matches the filters, and clears them', async () => {
    const { answer, waiting } = await renderActivity({
      entry: '/activity?kind=PLAN_CHANGED',
      nodes: [],
    });
    expect(screen.getByText('No activity matches these filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await vi.waitFor(() => expect(where()).toBe(''));
    await vi.waitFor(() => expect(waiting()).toContain('ActivityPageFeedQuery'));
    expect(answer('ActivityPageFeedQuery', feed(ALL))).toEqual({
      teamId: TEAM_ID,
      actorId: null,
      kinds: null,
    });
    await vi.waitFor(() => expect(items()).toHaveLength(6));
  });

  it('says when the feed could not be loaded, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = setUp('/activity');
    await vi.waitFor(() => expect(view.waiting()).toEqual(['ActivityPageQuery']));
    view.answer('ActivityPageQuery', {
      viewer: {
        id: 'viewer',
        teams: TEAMS,
      },
    });
    await screen.findByRole('status', { name: 'Loading activity' });
    view.answer('ActivityFilterBarMembersQuery', MEMBERS);
    view.fail('ActivityPageFeedQuery', 'Server unavailable');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The activity could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(view.waiting()).toContain('ActivityPageFeedQuery'));
    view.answer('ActivityPageFeedQuery', feed(ALL));
    await vi.waitFor(() => expect(items()).toHaveLength(6));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pages with "Show more", keeping the filters', async () => {
    const { answer } = await renderActivity({
      entry: '/activity?member=u-olga',
      nodes: [TAGGED, MOVED],
      hasNextPage: true,
      totalCount: 3,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show 1 more entry' }));
    const variables = answer('ActivityFeedPaginationQuery', {
      node: {
        __typename: 'Team',
        id: TEAM_ID,
        activity: connection([{ ...JOINED, actor: OLGA }], false, 3),
      },
    });
    expect(variables).toMatchObject({
      count: 20,
      cursor: 'c1',
      actorId: 'u-olga',
      kinds: null,
      id: TEAM_ID,
    });
    await vi.waitFor(() => expect(items()).toHaveLength(3));
    expect(sentence(items()[2] as HTMLElement)).toBe('Olga joined as editor');
    expect(document.activeElement).toBe(items()[2]);
    expect(screen.queryByRole('button', { name: /Show/ })).toBeNull();
  });

  it('reads the first page again when the team has news', async () => {
    const { answer, waiting } = await renderActivity({ entry: '/activity?kind=SWIPE_ADDED' });
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: NOW });
    // Not activity, or another team: nothing.
    teamEventArrived(TEAM_ID, 'TAG_CHANGED');
    teamEventArrived('team-other', 'SWIPE_CREATED');
    // A burst: read once.
    teamEventArrived(TEAM_ID, 'SWIPE_CREATED');
    teamEventArrived(TEAM_ID, 'SWIPE_UPDATED');
    act(() => vi.advanceTimersByTime(ACTIVITY_REFRESH_DELAY_MS));
    vi.useRealTimers();
    expect(waiting()).toEqual(['ActivityFeedPaginationQuery']);
    const fresh = entry('a-9', 'SWIPE_ADDED', minutesAgo(0), {
      actor: OLGA,
      swipe: { id: 'swipe-9', title: 'Fresh ad' },
    });
    const variables = answer('ActivityFeedPaginationQuery', {
      node: { __typename: 'Team', id: TEAM_ID, activity: connection([fresh, ...ALL]) },
    });
    expect(variables).toMatchObject({ count: 20, cursor: null, kinds: ['SWIPE_ADDED'] });
    await vi.waitFor(() => expect(items()).toHaveLength(7));
    expect(sentence(items()[0] as HTMLElement)).toBe('Olga added “Fresh ad”');
  });
});
