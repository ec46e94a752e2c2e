import {
  commitLocalUpdate,
  commitMutation,
  createOperationDescriptor,
  Environment,
  type GraphQLResponse,
  getRequest,
  Network,
  RecordSource,
  Store,
} from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import DiscoverPageTeamQuery from '../../__generated__/DiscoverPageTeamQuery.graphql';
import hideMutation from '../../__generated__/useHideDiscoverItemMutation.graphql';
import markSeenMutation from '../../__generated__/useMarkDiscoverSeenMutation.graphql';
import saveMutation from '../../__generated__/useSaveDiscoverItemMutation.graphql';
import { type DiscoverVariables, discoverVariables } from './discoverFilters';
import {
  clearDiscoverNewCount,
  feedConnectionId,
  hideUpdaters,
  knownFeeds,
  rememberFeed,
  removeDiscoverItem,
} from './discoverStore';

// What saving and hiding do to the feeds in the store: the item leaves every filtered feed of
// the team the page has shown (their counts lowered once), a refused hide brings it back, and
// opening the page clears the sidebar's count. The feeds are loaded through the page's own
// query, so the connections are where Relay puts them.

const TEAM = 'team-1';
const ALL: DiscoverVariables = { kind: null, category: null, since: null };
const EMAILS = discoverVariables(
  { kind: '', category: 'emails', added: '30' },
  new Date(2026, 10, 26, 15, 30),
);

const item = (id: string, category: string) => ({
  __typename: 'DiscoverItem',
  id,
  isNew: true,
  source: 'EXAMPLE',
  title: `Title of ${id}`,
  text: 'Text',
  kind: category === 'emails' ? 'EMAIL' : 'AD',
  category,
  imageUrl: null,
  link: `/examples/${category}/${id}`,
  collectionName: null,
  reason: null,
});

function setUp() {
  let answer: (response: GraphQLResponse) => void = () => {};
  const environment = new Environment({
    network: Network.create(
      () =>
        new Promise<GraphQLResponse>((resolve) => {
          answer = resolve;
        }),
    ),
    store: new Store(new RecordSource()),
  });
  const page = (filters: DiscoverVariables, items: ReturnType<typeof item>[], total: number) => {
    const operation = createOperationDescriptor(getRequest(DiscoverPageTeamQuery), {
      teamId: TEAM,
      ...filters,
    });
    environment.commitPayload(operation, {
      node: {
        __typename: 'Team',
        __isNode: 'Team',
        id: TEAM,
        viewerRole: 'EDITOR',
        discover: {
          totalCount: total,
          edges: items.map((node, index) => ({ cursor: `c${index}`, node })),
          pageInfo: { endCursor: `c${items.length - 1}`, hasNextPage: total > items.length },
        },
      },
    });
  };
  page(ALL, [item('example:a', 'ads'), item('example:e', 'emails')], 40);
  page(EMAILS, [item('example:e', 'emails'), item('example:f', 'emails')], 12);
  commitLocalUpdate(environment, (store) => store.get(TEAM)?.setValue(3, 'discoverNewCount'));
  const feeds = [feedConnectionId(TEAM, ALL), feedConnectionId(TEAM, EMAILS)];
  const read = (connectionId: string) => {
    const source = environment.getStore().getSource();
    const edges = (source.get(connectionId)?.edges as { __refs: string[] } | undefined)?.__refs;
    return {
      ids: (edges ?? []).map(
        (ref) => (source.get(ref)?.node as { __ref: string } | undefined)?.__ref,
      ),
      total: source.get(connectionId)?.totalCount,
    };
  };
  return { environment, feeds, read, answer: (response: GraphQLResponse) => answer(response) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the feeds the page has shown', () => {
  it('are remembered per team, the one on screen first', () => {
    rememberFeed('team-x', 'feed-1');
    rememberFeed('team-x', 'feed-2');
    rememberFeed('team-x', 'feed-1');
    rememberFeed('team-y', 'feed-3');
    expect(knownFeeds('team-x')).toEqual(['feed-1', 'feed-2']);
    expect(knownFeeds('team-x', 'feed-2')).toEqual(['feed-2', 'feed-1']);
    expect(knownFeeds('team-z', 'feed-9')).toEqual(['feed-9']);
  });

  it('are found where the page’s query put them, per kind, category and since', () => {
    const { feeds, read } = setUp();
    expect(read(feeds[0] as string)).toEqual({ ids: ['example:a', 'example:e'], total: 40 });
    expect(read(feeds[1] as string)).toEqual({ ids: ['example:e', 'example:f'], total: 12 });
  });
});

describe('saving an item', () => {
  it('takes it off every feed that holds it, each count lowered once', async () => {
    const { environment, feeds, read, answer } = setUp();
    commitMutation(environment, {
      mutation: saveMutation,
      variables: { input: { teamId: TEAM, id: 'example:e' } },
      updater: (store) => removeDiscoverItem(store, feeds, 'example:e'),
    });
    answer({
      data: {
        saveDiscoverItem: {
          swipe: { id: 'swipe-1', title: 'Title of example:e' },
          errors: [],
        },
      },
    });
    await settle();
    expect(read(feeds[0] as string)).toEqual({ ids: ['example:a'], total: 39 });
    expect(read(feeds[1] as string)).toEqual({ ids: ['example:f'], total: 11 });
    // Told twice (another answer, a live event): counted once.
    commitLocalUpdate(environment, (store) => removeDiscoverItem(store, feeds, 'example:e'));
    expect(read(feeds[1] as string).total).toBe(11);
  });
});

describe('hiding an item', () => {
  it('leaves the feeds at once, and for good when the server confirms', async () => {
    const { environment, feeds, read, answer } = setUp();
    const { optimisticUpdater, updater } = hideUpdaters(feeds, 'example:a');
    commitMutation(environment, {
      mutation: hideMutation,
      variables: { input: { id: 'example:a' }, connections: feeds },
      optimisticUpdater,
      updater: (store, response) =>
        updater(
          store,
          (response as { hideDiscoverItem?: { hiddenId?: string | null } } | null)?.hideDiscoverItem
            ?.hiddenId,
        ),
    });
    expect(read(feeds[0] as string)).toEqual({ ids: ['example:e'], total: 39 });
    // Not in the emails feed: that one is left alone.
    expect(read(feeds[1] as string)).toEqual({ ids: ['example:e', 'example:f'], total: 12 });
    answer({ data: { hideDiscoverItem: { hiddenId: 'example:a', errors: [] } } });
    await settle();
    expect(read(feeds[0] as string)).toEqual({ ids: ['example:e'], total: 39 });
    expect(read(feeds[1] as string)).toEqual({ ids: ['example:e', 'example:f'], total: 12 });
  });

  it('leaves every feed holding it', async () => {
    const { environment, feeds, read, answer } = setUp();
    const { optimisticUpdater, updater } = hideUpdaters(feeds, 'example:e');
    commitMutation(environment, {
      mutation: hideMutation,
      variables: { input: { id: 'example:e' }, connections: feeds },
      optimisticUpdater,
      updater: (store) => updater(store, 'example:e'),
    });
    answer({ data: { hideDiscoverItem: { hiddenId: 'example:e', errors: [] } } });
    await settle();
    expect(read(feeds[0] as string)).toEqual({ ids: ['example:a'], total: 39 });
    expect(read(feeds[1] as string)).toEqual({ ids: ['example:f'], total: 11 });
  });

  it('comes back when the server refuses', async () => {
    const { environment, feeds, read, answer } = setUp();
    const { optimisticUpdater, updater } = hideUpdaters(feeds, 'example:e');
    commitMutation(environment, {
      mutation: hideMutation,
      variables: { input: { id: 'example:e' }, connections: feeds },
      optimisticUpdater,
      updater: (store) => updater(store, null),
    });
    expect(read(feeds[1] as string)).toEqual({ ids: ['example:f'], total: 11 });
    answer({
      data: {
        hideDiscoverItem: {
          hiddenId: null,
          errors: [
            {
              __typename: 'NotFoundError',
              __isError: 'NotFoundError',
              message: 'This Discover item does not exist.',
            },
          ],
        },
      },
    });
    await settle();
    expect(read(feeds[0] as string)).toEqual({ ids: ['example:a', 'example:e'], total: 40 });
    expect(read(feeds[1] as string)).toEqual({ ids: ['example:e', 'example:f'], total: 12 });
  });
});

describe('opening Discover', () => {
  it('clears the count of new items of the teams, once the server has marked them seen', async () => {
    const { environment, answer } = setUp();
    const count = () => environment.getStore().getSource().get(TEAM)?.discoverNewCount;
    commitMutation(environment, {
      mutation: markSeenMutation,
      variables: {},
      updater: (store, response) => {
        const seen = response as { markDiscoverSeen?: { viewer: { id: string } | null } } | null;
        if (seen?.markDiscoverSeen?.viewer) clearDiscoverNewCount(store, [TEAM, 'team-not-loaded']);
      },
    });
    expect(count()).toBe(3);
    answer({ data: { markDiscoverSeen: { viewer: { id: 'viewer-1' } } } });
    await settle();
    expect(count()).toBe(0);
  });
});
