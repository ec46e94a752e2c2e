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
import { afterEach, describe, expect, it, vi } from 'vitest';
import InboxPageQuery from '../__generated__/InboxPageQuery.graphql';
import { LiveViewerEvents } from '../components/teams/LiveViewerEvents';
import { openTeamDialog } from '../lib/teamDialogs';
import { InboxPage } from './InboxPage';

// The inbox as the page shows it: what each item says (a plain-text excerpt, mentions as
// @Name), unread marks, opening an item (marked read, to its swipe), an invite (the invites
// dialog), "Mark all as read", the filter and empty states, and a live event.

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock('../lib/teamDialogs', async (original) => ({
  ...(await original<typeof import('../lib/teamDialogs')>()),
  openTeamDialog: vi.fn(),
}));

const NOW = Date.now();
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

const MENTION: Record<string, unknown> & { createdAt: string } = {
  __typename: 'Notification',
  id: 'n-1',
  kind: 'MENTION',
  createdAt: minutesAgo(5),
  readAt: null,
  teamName: 'Growth',
  webhookUrl: null,
  actor: { id: 'u-ana', name: 'Ana Lopez' },
  comment: {
    id: 'c-1',
    body: 'Look at this **headline**, @[Bo Chen](user:VXNlcjox) <script>alert(1)</script>',
    swipe: { id: 'swipe-1', title: 'Spring launch email', team: { id: 'team-growth' } },
  },
};
const REPLY = {
  ...MENTION,
  id: 'n-2',
  kind: 'REPLY',
  createdAt: minutesAgo(120),
  readAt: minutesAgo(60),
  actor: { id: 'u-bo', name: 'Bo Chen' },
  comment: {
    id: 'c-2',
    body: '- [Their site](https://example.com) is better',
    swipe: { id: 'swipe-2', title: 'Pricing page', team: { id: 'team-growth' } },
  },
};
const COMMENT = {
  ...MENTION,
  id: 'n-3',
  kind: 'COMMENT',
  teamName: 'Personal',
  webhookUrl: null,
  actor: null,
  comment: {
    id: 'c-3',
    body: 'Nice one',
    swipe: { id: 'swipe-3', title: 'Cold brew ad', team: { id: 'team-personal' } },
  },
};
const INVITE = {
  ...MENTION,
  id: 'n-4',
  kind: 'INVITE',
  teamName: 'Acme',
  webhookUrl: null,
  comment: null,
};

type Notification = Record<string, unknown>;

function connection(nodes: Notification[], hasNextPage = false, totalCount = nodes.length) {
  return {
    totalCount,
    edges: nodes.map((node, index) => ({ cursor: `c${index}`, node })),
    pageInfo: { endCursor: nodes.length ? `c${nodes.length - 1}` : null, hasNextPage },
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function setUp(entry = '/inbox') {
  const requests: { name: string; variables: Variables; sink: Sink<GraphQLResponse> }[] = [];
  let events: Sink<GraphQLResponse> | null = null;
  const environment = new Environment({
    network: Network.create(
      (operation, variables) =>
        Observable.create((sink) => void requests.push({ name: operation.name, variables, sink })),
      () =>
        Observable.create((sink) => {
          events = sink;
        }),
    ),
    store: new Store(new RecordSource()),
  });
  const router = createMemoryRouter(
    [
      {
        path: '/inbox',
        HydrateFallback: () => null,
        loader: () => ({ queryRef: loadQuery(environment, InboxPageQuery, {}) }),
        Component: () => (
          <>
            <LiveViewerEvents />
            <InboxPage />
          </>
        ),
      },
      { path: '/swipes', Component: Where },
    ],
    { initialEntries: [entry] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  /** Answers the oldest request waiting, which must be `name`; answers its variables. */
  const answer = (name: string, data: Record<string, unknown>): Variables => {
    const request = requests.shift();
    if (!request) throw new Error(`No request is waiting (expected ${name}).`);
    expect(request.name).toBe(name);
    act(() => {
      request.sink.next({ data });
      request.sink.complete();
    });
    return request.variables;
  };
  const waiting = () => requests.map((request) => request.name);
  const send = (kind: string, unreadNotificationCount: number) =>
    act(() => {
      events?.next({
        data: {
          viewerEvents: {
            kind,
            viewer: {
              id: 'viewer',
              inviteCount: { totalCount: 0 },
              invites: connection([]),
              supportUnreadCount: 0,
              unreadNotificationCount,
              supportConversation: null,
              onboarding: null,
            },
          },
        },
      });
    });
  return { answer, waiting, send, router };
}

async function renderInbox({
  entry = '/inbox',
  nodes = [MENTION, REPLY, COMMENT, INVITE] as Notification[],
  unread = 3,
  hasNextPage = false,
  impersonation = null as null | { endsAt: string },
} = {}) {
  const view = setUp(entry);
  await vi.waitFor(() => expect(view.waiting()).toEqual(['InboxPageQuery']));
  view.answer('InboxPageQuery', {
    viewer: { id: 'viewer', unreadNotificationCount: unread, impersonation },
  });
  await screen.findByRole('status', { name: 'Loading notifications' });
  const variables = view.answer('InboxPageListQuery', {
    viewer: { id: 'viewer', notifications: connection(nodes, hasNextPage, nodes.length + 5) },
  });
  await loaded();
  return { ...view, variables };
}

const loaded = () =>
  vi.waitFor(() =>
    expect(screen.queryByRole('status', { name: 'Loading notifications' })).toBeNull(),
  );

const list = () => screen.getByRole('list', { name: /notifications/i });

describe('InboxPage', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('says who did what on which swipe, in which team and when, with a plain excerpt', async () => {
    const { variables } = await renderInbox();
    expect(variables).toEqual({ unreadOnly: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeTruthy();
    expect(screen.getByText('3 unread')).toBeTruthy();
    const items = within(list()).getAllByRole('listitem');
    expect(items).toHaveLength(4);

    const mention = within(items[0] as HTMLElement);
    const link = mention.getByRole('link');
    expect(link.textContent).toBe('Unread: Ana Lopez mentioned you on “Spring launch email”');
    expect(link.getAttribute('href')).toBe('/swipes?teamId=team-growth&swipe=swipe-1');
    // Markup is text, mentions read as @Name, and nothing is rendered as HTML.
    expect(
      mention.getByText('Look at this headline, @Bo Chen <script>alert(1)</script>'),
    ).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(mention.getByText('Growth')).toBeTruthy();
    expect(mention.getByText('5 minutes ago').getAttribute('datetime')).toBe(MENTION.createdAt);

    const reply = within(items[1] as HTMLElement);
    expect(reply.getByRole('link').textContent).toBe(
      'Bo Chen replied in a thread you are in on “Pricing page”',
    );
    expect(reply.getByText('Their site is better')).toBeTruthy();
    expect(reply.getByText('2 hours ago')).toBeTruthy();

    const comment = within(items[2] as HTMLElement);
    expect(comment.getByRole('link').textContent).toBe(
      'Unread: Someone commented on your swipe “Cold brew ad”',
    );
    expect(comment.getByText('Personal')).toBeTruthy();

    const invite = within(items[3] as HTMLElement);
    expect(invite.queryByRole('link')).toBeNull();
    expect(invite.getByRole('button').textContent).toBe(
      'Unread: Ana Lopez invited you to join Acme',
    );
  });

  it('marks an item read when it is opened, and goes to its swipe', async () => {
    const { answer, waiting, router } = await renderInbox();
    const link = within(list()).getByRole('link', { name: /Ana Lopez mentioned you/ });
    fireEvent.click(link);
    expect(await screen.findByTestId('where')).toBeTruthy();
    expect(router.state.location.search).toBe('?teamId=team-growth&swipe=swipe-1');
    expect(waiting()).toEqual(['useMarkNotificationsReadMutation']);
    const variables = answer('useMarkNotificationsReadMutation', {
      markNotificationsRead: { viewer: { id: 'viewer', unreadNotificationCount: 2 }, errors: [] },
    });
    expect(variables).toEqual({ input: { ids: ['n-1'] } });
  });

  it('opens the invites dialog for an invite, and marks it read at once', async () => {
    const { answer } = await renderInbox();
    fireEvent.click(within(list()).getByRole('button', { name: /invited you to join Acme/ }));
    expect(openTeamDialog).toHaveBeenCalledWith('invites');
    // At once: the item is read and the count drops, before the server answers.
    expect(
      within(list()).getByRole('button', { name: 'Ana Lopez invited you to join Acme' }),
    ).toBeTruthy();
    expect(screen.getByText('2 unread')).toBeTruthy();
    const variables = answer('useMarkNotificationsReadMutation', {
      markNotificationsRead: { viewer: { id: 'viewer', unreadNotificationCount: 2 }, errors: [] },
    });
    expect(variables).toEqual({ input: { ids: ['n-4'] } });
    expect(
      within(list()).getByRole('button', { name: 'Ana Lopez invited you to join Acme' }),
    ).toBeTruthy();
  });

  it('marks everything read with "Mark all as read"', async () => {
    const { answer } = await renderInbox();
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(within(list()).queryAllByText('Unread:', { exact: false })).toHaveLength(0);
    expect(screen.getByText('All read')).toBeTruthy();
    const variables = answer('useMarkNotificationsReadMutation', {
      markNotificationsRead: { viewer: { id: 'viewer', unreadNotificationCount: 0 }, errors: [] },
    });
    expect(variables).toEqual({ input: { all: true } });
    expect(within(list()).queryAllByText('Unread:', { exact: false })).toHaveLength(0);
    expect(
      screen.getByRole('button', { name: 'Mark all as read' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('brings the marks back when marking fails', async () => {
    const { answer } = await renderInbox();
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    answer('useMarkNotificationsReadMutation', {
      markNotificationsRead: {
        viewer: null,
        errors: [{ __typename: 'NotAllowedError', __isError: 'NotAllowedError', message: 'No' }],
      },
    });
    expect(screen.getByText('3 unread')).toBeTruthy();
    expect(within(list()).getAllByText('Unread:', { exact: false })).toHaveLength(3);
  });

  it('shows the unread ones with the Unread filter, and says when there are none', async () => {
    const { variables } = await renderInbox({ entry: '/inbox?show=unread', nodes: [], unread: 0 });
    expect(variables).toEqual({ unreadOnly: true });
    expect(screen.getByRole('button', { name: 'Unread' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByText('No unread notifications.')).toBeTruthy();
  });

  it("says you're all caught up when the inbox is empty", async () => {
    await renderInbox({ nodes: [], unread: 0 });
    expect(screen.getByText("You're all caught up.")).toBeTruthy();
    expect(screen.queryByRole('list', { name: /notifications/i })).toBeNull();
  });

  it('switches to the unread ones', async () => {
    const { answer } = await renderInbox();
    fireEvent.click(screen.getByRole('button', { name: 'Unread' }));
    await screen.findByRole('status', { name: 'Loading notifications' });
    const variables = answer('InboxPageListQuery', {
      viewer: { id: 'viewer', notifications: connection([MENTION]) },
    });
    await loaded();
    expect(variables).toEqual({ unreadOnly: true });
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('pages with "Show more"', async () => {
    const { answer } = await renderInbox({ hasNextPage: true });
    fireEvent.click(screen.getByRole('button', { name: 'Show 5 more notifications' }));
    const variables = answer('InboxListPaginationQuery', {
      node: {
        __typename: 'User',
        id: 'viewer',
        notifications: connection([{ ...REPLY, id: 'n-9' }], false, 9),
      },
    });
    expect(variables).toMatchObject({ count: 20, cursor: 'c3', unreadOnly: false, id: 'viewer' });
    expect(within(list()).getAllByRole('listitem')).toHaveLength(5);
  });

  it('follows live events: the count, and the list read again', async () => {
    const { answer, waiting, send } = await renderInbox();
    send('NOTIFICATIONS_CHANGED', 4);
    expect(screen.getByText('4 unread')).toBeTruthy();
    expect(waiting()).toEqual(['InboxListPaginationQuery']);
    const fresh = { ...MENTION, id: 'n-5', actor: { id: 'u-cy', name: 'Cy Park' } };
    answer('InboxListPaginationQuery', {
      node: {
        __typename: 'User',
        id: 'viewer',
        notifications: connection([fresh, MENTION, REPLY, COMMENT, INVITE]),
      },
    });
    expect(await within(list()).findByRole('link', { name: /Cy Park mentioned you/ })).toBeTruthy();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(5);
  });

  it('leaves the marks alone while an administrator views the account', async () => {
    const { waiting } = await renderInbox({ impersonation: { endsAt: minutesAgo(-30) } });
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    fireEvent.click(within(list()).getByRole('link', { name: /Ana Lopez mentioned you/ }));
    await screen.findByTestId('where');
    expect(waiting()).toEqual([]);
  });
});
