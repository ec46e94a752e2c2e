import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRouter, type TestClient, type TestRouter } from '../harness.js';
import { newUser } from '../helpers/users.js';

// Collection names are unique per team regardless of case (the collection_name_key migration's
// unique index on team_id and lower(btrim(name))).

let router: TestRouter;
beforeAll(async () => {
  router = await startTestRouter();
});
afterAll(() => router.close());

const ERRORS = 'errors { __typename ... on Error { message } ... on FieldError { field } }';
const CREATE = `mutation($input: CreateCollectionInput!) { createCollection(input: $input) { collection { id name } ${ERRORS} } }`;
const UPDATE = `mutation($input: UpdateCollectionInput!) { updateCollection(input: $input) { collection { id name } ${ERRORS} } }`;

async function create(client: TestClient, teamId: string, name: string) {
  const result = await client.gql(CREATE, { input: { teamId, name } });
  expect(result.errors).toBeUndefined();
  return result.data.createCollection as {
    collection: { id: string; name: string } | null;
    errors: { __typename: string; message: string; field?: string }[];
  };
}

const taken = (name: string) => [
  {
    __typename: 'FieldError',
    field: 'name',
    message: `A collection named “${name}” already exists in this team.`,
  },
];

describe('collection names', () => {
  it('refuses a name the team has, in any case and spacing, on create and on rename', async () => {
    const { client, teamId } = await newUser(router);
    const first = await create(client, teamId, 'Hooks');
    expect(first.errors).toEqual([]);
    expect(await create(client, teamId, 'hooks')).toEqual({
      collection: null,
      errors: taken('hooks'),
    });
    expect((await create(client, teamId, '  HOOKS ')).errors).toEqual(taken('HOOKS'));

    const other = await create(client, teamId, 'Headlines');
    const rename = await client.gql(UPDATE, {
      input: { id: other.collection?.id, name: 'hOOks' },
    });
    expect(rename.data.updateCollection).toEqual({ collection: null, errors: taken('hOOks') });
    // Its own name in another case is no clash.
    const recase = await client.gql(UPDATE, {
      input: { id: first.collection?.id, name: 'HOOKS' },
    });
    expect(recase.data.updateCollection.errors).toEqual([]);
    expect(recase.data.updateCollection.collection.name).toBe('HOOKS');
  });

  it('lets another team use the same name', async () => {
    const ann = await newUser(router);
    const bob = await newUser(router);
    expect((await create(ann.client, ann.teamId, 'Swipes I love')).errors).toEqual([]);
    expect((await create(bob.client, bob.teamId, 'Swipes I love')).errors).toEqual([]);
  });

  it('of 50 parallel creates with one name, exactly one wins', async () => {
    const { client, teamId } = await newUser(router);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => create(client, teamId, i % 2 ? 'Race' : 'race')),
    );
    const won = results.filter((result) => result.collection);
    expect(won).toHaveLength(1);
    for (const result of results.filter((r) => !r.collection)) {
      expect(result.errors).toHaveLength(1);
      expect(result.errors[0]?.message).toMatch(/^A collection named “(Race|race)” already exists/);
    }
  });
});
