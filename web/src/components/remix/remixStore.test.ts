import {
  ConnectionHandler,
  commitLocalUpdate,
  createOperationDescriptor,
  Environment,
  getRequest,
  Network,
  RecordSource,
  Store,
} from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import RemixListQuery from '../../__generated__/RemixListQuery.graphql';
import {
  addAiUsage,
  addRemixToLists,
  applyRemixProgress,
  REMIX_LIST_CONNECTION,
  removeRemix,
  setAiUsage,
} from './remixStore';

// The store changes AI Remix makes by hand: streamed text into a variant by its id, a new
// remix on top of the lists it belongs to, a deleted one off them, and the month's usage.

const TEAM = 'team-1';
const SOURCE = 'swipe-1';
const ALL = ConnectionHandler.getConnectionID(TEAM, REMIX_LIST_CONNECTION, { sourceSwipe: null });
const OF_SOURCE = ConnectionHandler.getConnectionID(TEAM, REMIX_LIST_CONNECTION, {
  sourceSwipe: SOURCE,
});
const OF_OTHER = ConnectionHandler.getConnectionID(TEAM, REMIX_LIST_CONNECTION, {
  sourceSwipe: 'swipe-2',
});

type Source = ReturnType<ReturnType<Environment['getStore']>['getSource']>;

/** The ids of a connection's nodes, in order. */
function nodeIds(source: Source, connectionId: string): string[] {
  const edges = source.get(connectionId)?.edges as { __refs: string[] } | undefined;
  return (edges?.__refs ?? []).map(
    (edgeId) => (source.get(edgeId)?.node as { __ref: string } | undefined)?.__ref ?? '',
  );
}

function setUp() {
  const environment = new Environment({
    network: Network.create(() => Promise.reject(new Error('no network in this test'))),
    store: new Store(new RecordSource()),
  });
  commitLocalUpdate(environment, (store) => {
    const team = store.create(TEAM, 'Team');
    const usage = store.create(`client:${TEAM}:aiUsage`, 'AiUsage');
    usage.setValue(4, 'used');
    usage.setValue(30, 'quota');
    team.setLinkedRecord(usage, 'aiUsage');
    for (const [id, sourceSwipe] of [
      [ALL, null],
      [OF_SOURCE, SOURCE],
      [OF_OTHER, 'swipe-2'],
    ] as const) {
      const connection = store.create(id, 'TeamRemixesConnection');
      // Where the list's connection field keeps it, as Relay normalises it.
      team.setLinkedRecord(connection, `__${REMIX_LIST_CONNECTION}_connection`, { sourceSwipe });
      const old = store.get('remix-old') ?? store.create('remix-old', 'Remix');
      const edge = store.create(`${id}:edge:0`, 'TeamRemixesConnectionEdge');
      edge.setLinkedRecord(old, 'node');
      connection.setLinkedRecords([edge], 'edges');
      connection.setValue(1, 'totalCount');
    }
    const variant = store.create('variant-1', 'RemixVariant');
    variant.setValue('', 'text');
    variant.setValue('WRITING', 'status');
    variant.setValue(null, 'error');
  });
  const source = () => environment.getStore().getSource();
  const nodes = (connectionId: string) => nodeIds(source(), connectionId);
  const count = (connectionId: string) => source().get(connectionId)?.totalCount;
  return { environment, source, nodes, count };
}

describe('applyRemixProgress', () => {
  it('writes the whole text so far and the status into the variant named by the event', () => {
    const { environment, source } = setUp();
    commitLocalUpdate(environment, (store) =>
      applyRemixProgress(store, {
        variantId: 'variant-1',
        text: 'Headline: Sle',
        status: 'WRITING',
      }),
    );
    expect(source().get('variant-1')).toMatchObject({ text: 'Headline: Sle', status: 'WRITING' });
    commitLocalUpdate(environment, (store) =>
      applyRemixProgress(store, {
        variantId: 'variant-1',
        text: 'Headline: Sleep better',
        status: 'FAILED',
        error: 'The provider stopped.',
      }),
    );
    expect(source().get('variant-1')).toMatchObject({
      text: 'Headline: Sleep better',
      status: 'FAILED',
      error: 'The provider stopped.',
    });
  });

  it('leaves the store alone for the finishing event and for variants it does not hold', () => {
    const { environment, source } = setUp();
    commitLocalUpdate(environment, (store) => {
      applyRemixProgress(store, { variantId: null, text: null, status: null });
      applyRemixProgress(store, { variantId: 'variant-9', text: 'x', status: 'DONE' });
    });
    expect(source().get('variant-1')).toMatchObject({ text: '', status: 'WRITING' });
    expect(source().get('variant-9')).toBeUndefined();
  });
});

describe('a new remix and a deleted one', () => {
  it('goes on top of the whole list and of its source swipe’s, not of another swipe’s', () => {
    const { environment, nodes, count } = setUp();
    commitLocalUpdate(environment, (store) => {
      const remix = store.create('remix-new', 'Remix');
      addRemixToLists(store, TEAM, SOURCE, remix);
      // Told twice (the answer and a refetch): it is there once.
      addRemixToLists(store, TEAM, SOURCE, remix);
    });
    expect(nodes(ALL)).toEqual(['remix-new', 'remix-old']);
    expect(nodes(OF_SOURCE)).toEqual(['remix-new', 'remix-old']);
    expect(nodes(OF_OTHER)).toEqual(['remix-old']);
    expect([count(ALL), count(OF_SOURCE), count(OF_OTHER)]).toEqual([2, 2, 1]);
  });

  it('a remix from a brief alone goes on top of the whole list only', () => {
    const { environment, nodes } = setUp();
    commitLocalUpdate(environment, (store) =>
      addRemixToLists(store, TEAM, null, store.create('remix-new', 'Remix')),
    );
    expect(nodes(ALL)).toEqual(['remix-new', 'remix-old']);
    expect(nodes(OF_SOURCE)).toEqual(['remix-old']);
  });

  it('leaves its lists and the store when deleted', () => {
    const { environment, nodes, count, source } = setUp();
    commitLocalUpdate(environment, (store) => removeRemix(store, TEAM, SOURCE, 'remix-old'));
    expect(nodes(ALL)).toEqual([]);
    expect(nodes(OF_SOURCE)).toEqual([]);
    expect([count(ALL), count(OF_SOURCE)]).toEqual([0, 0]);
    expect(source().get('remix-old')).toBeNull();
  });
});

describe('the lists as the page loads them', () => {
  it('finds the page’s list (RemixListQuery) where Relay put it, filtered or not', () => {
    const environment = new Environment({
      network: Network.create(() => Promise.reject(new Error('no network in this test'))),
      store: new Store(new RecordSource()),
    });
    const page = (sourceSwipe: string | null, remixId: string) => {
      const operation = createOperationDescriptor(getRequest(RemixListQuery), {
        teamId: TEAM,
        sourceSwipe,
      });
      environment.commitPayload(operation, {
        node: {
          __typename: 'Team',
          __isNode: 'Team',
          id: TEAM,
          remixes: {
            totalCount: 1,
            edges: [
              {
                cursor: 'c1',
                node: {
                  __typename: 'Remix',
                  id: remixId,
                  createdAt: '2026-11-26T10:00:00.000Z',
                  model: 'copywriter-test',
                  product: 'Cooling mattress',
                  audience: '',
                  tone: '',
                  parts: ['HEADLINE'],
                  sourceTitle: null,
                  sourceSwipe: null,
                  author: null,
                  variants: [],
                },
              },
            ],
            pageInfo: { endCursor: 'c1', hasNextPage: false },
          },
        },
      });
    };
    page(null, 'remix-a');
    page(SOURCE, 'remix-b');
    commitLocalUpdate(environment, (store) =>
      addRemixToLists(store, TEAM, SOURCE, store.create('remix-new', 'Remix')),
    );
    const source = environment.getStore().getSource();
    expect(nodeIds(source, ALL)).toEqual(['remix-new', 'remix-a']);
    expect(nodeIds(source, OF_SOURCE)).toEqual(['remix-new', 'remix-b']);
  });
});

describe('the month’s usage', () => {
  it('counts a remix’s variants at once, and takes the server’s count on a refusal', () => {
    const { environment, source } = setUp();
    commitLocalUpdate(environment, (store) => addAiUsage(store, TEAM, 3));
    expect(source().get(`client:${TEAM}:aiUsage`)).toMatchObject({ used: 7, quota: 30 });
    commitLocalUpdate(environment, (store) => setAiUsage(store, TEAM, { used: 30, quota: 30 }));
    expect(source().get(`client:${TEAM}:aiUsage`)).toMatchObject({ used: 30, quota: 30 });
  });
});
