import {
  commitLocalUpdate,
  commitMutation,
  Environment,
  type GraphQLResponse,
  Network,
  RecordSource,
  Store,
} from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import deleteMutation from '../../__generated__/useDeleteCollectionMutation.graphql';
import coverMutation from '../../__generated__/useSetCollectionCoverMutation.graphql';
import unpublishMutation from '../../__generated__/useUnpublishCollectionMutation.graphql';
import updateMutation from '../../__generated__/useUpdateCollectionMutation.graphql';
import {
  chooseCover,
  removeCollection,
  renameCollection,
  unpublishCollection,
} from './collectionStore';

// The optimistic updaters, and what becomes of them when the server answers: its collection
// replaces them, and typed errors (no collection) bring the old values back.

const CONNECTION = 'client:team:__CollectionsPage_collections_connection';

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
  commitLocalUpdate(environment, (store) => {
    const connection = store.create(CONNECTION, 'TeamCollectionsConnection');
    connection.setValue(2, 'totalCount');
    connection.setLinkedRecords(
      ['c1', 'c2'].map((id) => {
        const node = store.create(id, 'Collection');
        node.setValue(`Name ${id}`, 'name');
        node.setValue(null, 'description');
        const edge = store.create(`client:edge:${id}`, 'TeamCollectionsConnectionEdge');
        edge.setLinkedRecord(node, 'node');
        return edge;
      }),
      'edges',
    );
    const c1 = store.get('c1');
    c1?.setValue('files/old.png', 'coverUrl');
    c1?.setValue(null, 'coverSwipe');
    c1?.setValue('https://x.test/collection/t', 'shareUrl');
    c1?.setValue('t', 'shareToken');
    c1?.setValue('2026-11-01T00:00:00.000Z', 'publishedAt');
    store.create('s1', 'Swipe').setValue('files/s1.png', 'thumbnailUrl');
  });
  const read = () => {
    const source = environment.getStore().getSource();
    const edges = (source.get(CONNECTION)?.edges as { __refs: string[] } | undefined)?.__refs ?? [];
    return {
      name: source.get('c1')?.name,
      coverUrl: source.get('c1')?.coverUrl,
      shareUrl: source.get('c1')?.shareUrl,
      description: source.get('c1')?.description,
      ids: edges.map((ref) => (source.get(ref)?.node as { __ref: string } | null)?.__ref),
      totalCount: source.get(CONNECTION)?.totalCount,
    };
  };
  return { environment, read, answer: (response: GraphQLResponse) => answer(response) };
}

const fieldError = {
  __typename: 'FieldError',
  __isError: 'FieldError',
  message: 'A collection with this name exists.',
  field: 'name',
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('renameCollection', () => {
  const rename = (environment: Environment) =>
    commitMutation(environment, {
      mutation: updateMutation,
      variables: { input: { id: 'c1', name: 'Launch', description: 'Emails' } },
      optimisticUpdater: (store) =>
        renameCollection(store, 'c1', { name: 'Launch', description: 'Emails' }),
    });

  it('shows the new name at once and keeps the server’s on success', async () => {
    const { environment, read, answer } = setUp();
    rename(environment);
    expect(read()).toMatchObject({ name: 'Launch', description: 'Emails' });
    answer({
      data: {
        updateCollection: {
          collection: { id: 'c1', name: 'Launch ', description: 'Emails', swipeCount: 0 },
          errors: [],
        },
      },
    });
    await settle();
    expect(read()).toMatchObject({ name: 'Launch ', description: 'Emails' });
  });

  it('brings the old name back when the server refuses it', async () => {
    const { environment, read, answer } = setUp();
    rename(environment);
    expect(read().name).toBe('Launch');
    answer({ data: { updateCollection: { collection: null, errors: [fieldError] } } });
    await settle();
    expect(read()).toMatchObject({ name: 'Name c1', description: null });
  });
});

describe('removeCollection', () => {
  const remove = (environment: Environment) =>
    commitMutation(environment, {
      mutation: deleteMutation,
      variables: { input: { id: 'c1' }, connections: [CONNECTION] },
      optimisticUpdater: (store) => removeCollection(store, CONNECTION, 'c1'),
    });

  it('takes the collection off the list at once', async () => {
    const { environment, read, answer } = setUp();
    remove(environment);
    expect(read()).toMatchObject({ ids: ['c2'], totalCount: 1 });
    answer({ data: { deleteCollection: { deletedId: 'c1', errors: [] } } });
    await settle();
    expect(read().ids).toEqual(['c2']);
  });

  it('puts it back when the server refuses', async () => {
    const { environment, read, answer } = setUp();
    remove(environment);
    expect(read().ids).toEqual(['c2']);
    answer({
      data: {
        deleteCollection: {
          deletedId: null,
          errors: [{ __typename: 'NotAllowedError', __isError: 'NotAllowedError', message: 'No' }],
        },
      },
    });
    await settle();
    expect(read()).toMatchObject({ ids: ['c1', 'c2'], totalCount: 2 });
  });
});

describe('chooseCover', () => {
  const choose = (environment: Environment) =>
    commitMutation(environment, {
      mutation: coverMutation,
      variables: { input: { id: 'c1', coverSwipeId: 's1' } },
      optimisticUpdater: (store) => chooseCover(store, 'c1', 's1'),
    });

  it('shows the chosen swipe’s picture at once', () => {
    const { environment, read } = setUp();
    choose(environment);
    expect(read().coverUrl).toBe('files/s1.png');
  });

  it('keeps the old cover when the server refuses', async () => {
    const { environment, read, answer } = setUp();
    choose(environment);
    answer({ data: { updateCollection: { collection: null, errors: [fieldError] } } });
    await settle();
    expect(read().coverUrl).toBe('files/old.png');
  });
});

describe('unpublishCollection', () => {
  it('drops the link at once and brings it back when the server refuses', async () => {
    const { environment, read, answer } = setUp();
    commitMutation(environment, {
      mutation: unpublishMutation,
      variables: { input: { id: 'c1' } },
      optimisticUpdater: (store) => unpublishCollection(store, 'c1'),
    });
    expect(read().shareUrl).toBeNull();
    answer({ data: { unpublishCollection: { collection: null, errors: [fieldError] } } });
    await settle();
    expect(read().shareUrl).toBe('https://x.test/collection/t');
  });

  it('takes a listed collection out of Discover too (docs/discover.md)', () => {
    const { environment } = setUp();
    const listed = () => environment.getStore().getSource().get('c1')?.listedInDiscover;
    commitLocalUpdate(environment, (store) => store.get('c1')?.setValue(true, 'listedInDiscover'));
    commitMutation(environment, {
      mutation: unpublishMutation,
      variables: { input: { id: 'c1' } },
      optimisticUpdater: (store) => unpublishCollection(store, 'c1'),
    });
    expect(listed()).toBe(false);
  });
});
