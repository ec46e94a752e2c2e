import { AD_FINDER_OFF } from '@swipestack/common/finder';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { META_SETUP_HELP } from '../src/finder/meta-ad-library.js';
import { startTestServer, type TestServer } from './harness.js';
import { newUser } from './helpers/users.js';

// Without META_AD_LIBRARY_TOKEN, Ad Finder searches the team's ads and the gallery, tells its
// users to ask an administrator (and administrators what the token adds), and neither asks Meta
// nor tracks brands (docs/finder.md).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const SEARCH = `query($team: ID!, $source: AdSource!, $keyword: String) { node(id: $team) { ... on Team {
  adFinderSetup { metaAvailable trackedBrandsMax setupHelp }
  adSearch(source: $source, keyword: $keyword) { failure edges { node { brand } } } } } }`;

test("the gallery and the team's ads are searched; Meta and tracking say to ask an administrator", async () => {
  const user = await newUser(server);
  const gallery = await user.client.gql(SEARCH, {
    team: user.teamId,
    source: 'GALLERY',
    keyword: 'bank',
  });
  expect(gallery.data.node.adFinderSetup).toEqual({
    metaAvailable: false,
    trackedBrandsMax: 1,
    setupHelp: null,
  });
  expect(
    gallery.data.node.adSearch.edges.map((e: { node: { brand: string } }) => e.node.brand),
  ).toEqual(['Lumen Bank']);
  const meta = await user.client.gql(SEARCH, {
    team: user.teamId,
    source: 'META',
    keyword: 'bank',
  });
  expect(meta.errors?.[0]?.message).toBe(AD_FINDER_OFF);
  const track = await user.client.gql(
    `mutation($input: TrackBrandInput!) { trackBrand(input: $input) {
      trackedBrand { id } errors { __typename ... on Error { message } } } }`,
    { input: { teamId: user.teamId, kind: 'KEYWORD', query: 'bank' } },
  );
  expect(track.data.trackBrand).toEqual({
    trackedBrand: null,
    errors: [{ __typename: 'NotAllowedError', message: AD_FINDER_OFF }],
  });
  const save = await user.client.gql(
    `mutation($input: SaveFoundAdInput!) { saveFoundAd(input: $input) {
      swipe { id } errors { __typename ... on Error { message } } } }`,
    { input: { teamId: user.teamId, id: 'meta:123456789' } },
  );
  expect(save.data.saveFoundAd.errors[0].__typename).toBe('NotFoundError');
});

test('administrators alone are told how to connect Meta’s Ad Library', async () => {
  const admin = await newUser(server);
  await server.db.prisma.user.update({ where: { email: admin.email }, data: { isAdmin: true } });
  const setup = await admin.client.gql(SEARCH, {
    team: admin.teamId,
    source: 'GALLERY',
    keyword: 'bank',
  });
  expect(setup.data.node.adFinderSetup.setupHelp).toBe(META_SETUP_HELP);
  expect(META_SETUP_HELP).toContain('META_AD_LIBRARY_TOKEN');
});
