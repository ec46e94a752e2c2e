import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createMailer } from '../src/email/mailer.js';
import { META_MESSAGES, resetMetaBackOff } from '../src/finder/meta-ad-library.js';
import { sendTrackedAdsDigests } from '../src/services/finder/tracked-ads-digest.js';
import { startTestServer, type TestClient, type TestServer } from './harness.js';
import { live, subscribeWs, useServer } from './helpers/live-feeds.js';
import { outboxMails } from './helpers/outbox.js';
import { createTeam, newMember } from './helpers/teams.js';
import { dbId, newUser } from './helpers/users.js';
import { readUntil, until } from './helpers/wait.js';
import {
  createFakeMetaAdLibrary,
  FAKE_META_BRANDS,
  FAKE_META_GRAPH_URL,
  FAKE_META_TOKEN,
} from './meta/fake-meta-ad-library.js';

// Ad Finder (docs/finder.md) against Meta's Ad Library answered by msw in its real shapes: the
// search across the team's ads, the gallery and Meta, with paging and Meta's failures shown in
// plain words; saving an ad once, through the capture queue; tracked brands whose job saves new
// ads into the team's collection (never another team's), within the plan's limits, live to the
// team's members, in the daily digest, and retried when Meta throttles.

let server: TestServer;
const meta = createFakeMetaAdLibrary();
const intercept = setupServer(...meta.handlers);
const FREE_SWIPE_LIMIT = 12;
beforeAll(async () => {
  intercept.listen({ onUnhandledRequest: 'bypass' });
  server = await startTestServer({
    META_AD_LIBRARY_TOKEN: FAKE_META_TOKEN,
    META_GRAPH_API_URL: FAKE_META_GRAPH_URL,
    FREE_SWIPE_LIMIT: String(FREE_SWIPE_LIMIT),
  });
  useServer(server);
});
afterAll(async () => {
  await server?.close();
  intercept.close();
});
beforeEach(() => {
  resetMetaBackOff();
});

const NORTHWIND = FAKE_META_BRANDS[0] as (typeof FAKE_META_BRANDS)[number];
const ERRORS = 'errors { __typename ... on Error { message } ... on FieldError { field } }';
const SEARCH = `query($team: ID!, $source: AdSource!, $keyword: String, $brand: String,
  $country: String, $platform: String, $first: Int, $after: String) {
  node(id: $team) { ... on Team { adSearch(source: $source, keyword: $keyword, brand: $brand,
    country: $country, platform: $platform, first: $first, after: $after) {
    failure pageInfo { hasNextPage endCursor }
    edges { node { id source title brand pageId body platforms startedAt stoppedAt imageUrl link
      savedSwipe { id } } } } } } }`;
const SAVE = `mutation($input: SaveFoundAdInput!) { saveFoundAd(input: $input) {
  swipe { id kind title url source notes createdVia captureStatus } ${ERRORS} } }`;
const TRACK = `mutation($input: TrackBrandInput!) { trackBrand(input: $input) {
  trackedBrand { id label kind country collection { id } } ${ERRORS} } }`;
const BRAND = `query($id: ID!) { node(id: $id) { ... on TrackedBrand { id label pausedAt lastCheckedAt
  lastError lastFoundCount lastSavedCount } } }`;
const CHECK = `mutation($input: CheckTrackedBrandInput!) { checkTrackedBrand(input: $input) {
  trackedBrand { id } ${ERRORS} } }`;
const PAUSE = `mutation($input: SetTrackedBrandPausedInput!) { setTrackedBrandPaused(input: $input) {
  trackedBrand { id pausedAt } ${ERRORS} } }`;
const REMOVE = `mutation($input: RemoveTrackedBrandInput!) { removeTrackedBrand(input: $input) {
  deletedId ${ERRORS} } }`;
const CREATE_SWIPE = `mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } ${ERRORS} } }`;
const CREATE_COLLECTION = `mutation($input: CreateCollectionInput!) { createCollection(input: $input) {
  collection { id } } }`;
const COLLECTION_SWIPES = `query($team: ID!, $id: ID!) { collection: node(id: $id) { ... on Collection { swipeCount } }
  team: node(id: $team) { ... on Team { swipes(first: 50, filter: {collectionId: $id}) {
    edges { node { id title createdVia } } } } } }`;
const DISCOVER = `query($team: ID!) { node(id: $team) { ... on Team {
  discover(first: 100, category: "tracked-brands") { edges { node { id source title kind link } } } } } }`;

interface Found {
  id: string;
  source: string;
  title: string;
  brand: string;
  pageId: string | null;
  body: string;
  platforms: string[];
  link: string | null;
  imageUrl: string | null;
  savedSwipe: { id: string } | null;
}

async function search(client: TestClient, team: string, vars: Record<string, unknown>) {
  const result = await client.gql(SEARCH, { team, ...vars });
  if (result.errors)
    return {
      error: result.errors[0]?.message as string,
      failure: null,
      pageInfo: { hasNextPage: false, endCursor: null },
      ads: [] as Found[],
    };
  if (!result.data.node)
    return {
      error: 'The team is not visible.',
      failure: null,
      pageInfo: { hasNextPage: false, endCursor: null },
      ads: [] as Found[],
    };
  const connection = result.data.node.adSearch;
  return {
    error: undefined,
    failure: connection.failure as string | null,
    pageInfo: connection.pageInfo as { hasNextPage: boolean; endCursor: string | null },
    ads: connection.edges.map((e: { node: Found }) => e.node) as Found[],
  };
}

async function collectionOf(client: TestClient, teamId: string, name: string) {
  const created = await client.gql(CREATE_COLLECTION, { input: { teamId, name } });
  return created.data.createCollection.collection.id as string;
}

const brandNow = async (client: TestClient, id: string) =>
  (await client.gql(BRAND, { id })).data.node;

describe('searching', () => {
  test("Meta's Ad Library: by keyword, country, platform and page, paged", async () => {
    const user = await newUser(server);
    const all = await search(user.client, user.teamId, { source: 'META', keyword: 'cold brew' });
    expect(all.failure).toBeNull();
    expect(all.ads).toHaveLength(8);
    expect(all.ads[0]).toMatchObject({
      source: 'META',
      brand: 'Northwind Coffee',
      pageId: NORTHWIND.id,
      title: 'cold brew offer 1',
      platforms: ['facebook', 'instagram'],
      imageUrl: null,
      savedSwipe: null,
    });
    expect(all.ads[0]?.link).toMatch(/^https:\/\/www\.facebook\.com\/ads\/library\/\?id=\d+$/);
    // The token is sent to Meta and never shown.
    expect(meta.requests.at(-1)?.searchParams.get('access_token')).toBe(FAKE_META_TOKEN);
    expect(JSON.stringify(all)).not.toContain(FAKE_META_TOKEN);

    const first = await search(user.client, user.teamId, {
      source: 'META',
      keyword: 'cold brew',
      first: 5,
    });
    expect(first.ads.map((a) => a.id)).toEqual(all.ads.slice(0, 5).map((a) => a.id));
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await search(user.client, user.teamId, {
      source: 'META',
      keyword: 'cold brew',
      first: 5,
      after: first.pageInfo.endCursor,
    });
    expect(second.ads.map((a) => a.id)).toEqual(all.ads.slice(5).map((a) => a.id));
    expect(second.pageInfo.hasNextPage).toBe(false);

    const elsewhere = await search(user.client, user.teamId, {
      source: 'META',
      keyword: 'cold brew',
      country: 'GB',
    });
    expect(elsewhere.ads).toEqual([]);
    expect(meta.requests.at(-1)?.searchParams.get('ad_reached_countries')).toBe('["GB"]');
    const instagram = await search(user.client, user.teamId, {
      source: 'META',
      keyword: 'offer',
      platform: 'INSTAGRAM',
    });
    expect(instagram.ads.length).toBeGreaterThan(0);
    expect(instagram.ads.every((a) => a.platforms.includes('instagram'))).toBe(true);
    const byPage = await search(user.client, user.teamId, {
      source: 'META',
      brand: FAKE_META_BRANDS[2]?.id,
    });
    expect(byPage.ads.length).toBe(8);
    expect(new Set(byPage.ads.map((a) => a.brand))).toEqual(new Set(['Lumen Bank']));
    expect(meta.requests.at(-1)?.searchParams.get('search_page_ids')).toBe(
      `["${FAKE_META_BRANDS[2]?.id}"]`,
    );
  });

  test("Meta's failures are said plainly: expired token, throttling (then a pause), a malformed answer", async () => {
    const user = await newUser(server);
    const ask = () => search(user.client, user.teamId, { source: 'META', keyword: 'boots' });
    meta.failNext('expired-token');
    expect(await ask()).toMatchObject({ failure: META_MESSAGES.TOKEN, ads: [] });
    meta.failNext('malformed');
    expect(await ask()).toMatchObject({ failure: META_MESSAGES.MALFORMED, ads: [] });
    meta.failNext('server-error');
    expect(await ask()).toMatchObject({ failure: META_MESSAGES.UNAVAILABLE, ads: [] });
    meta.failNext('rate-limit');
    expect(await ask()).toMatchObject({ failure: META_MESSAGES.RATE_LIMIT });
    // Throttled: Meta is left alone for a while rather than asked again at once.
    const asked = meta.requests.length;
    expect(await ask()).toMatchObject({ failure: META_MESSAGES.RATE_LIMIT });
    expect(meta.requests.length).toBe(asked);
    resetMetaBackOff();
    expect((await ask()).ads?.length).toBe(8);
  });

  test("the team's own ads and the gallery's, by keyword and brand; bad input is named", async () => {
    const user = await newUser(server);
    await user.client.gql(CREATE_SWIPE, {
      input: {
        teamId: user.teamId,
        kind: 'AD',
        title: 'Acme rockets: fly for less',
        notes: 'rocket sale',
      },
    });
    await user.client.gql(CREATE_SWIPE, {
      input: { teamId: user.teamId, kind: 'WEBSITE', title: 'Acme rockets homepage' },
    });
    const own = await search(user.client, user.teamId, { source: 'TEAM', keyword: 'rocket' });
    expect(own.ads.map((a) => [a.title, a.savedSwipe !== null])).toEqual([
      ['Acme rockets: fly for less', true],
    ]);
    const gallery = await search(user.client, user.teamId, {
      source: 'GALLERY',
      keyword: 'coffee',
    });
    expect(gallery.ads.map((a) => a.brand)).toContain('Northwind Coffee');
    expect(gallery.ads[0]?.imageUrl).toMatch(/^\/examples\/covers\//);
    const brand = await search(user.client, user.teamId, { source: 'GALLERY', brand: 'lumen' });
    expect(brand.ads.map((a) => a.brand)).toEqual(['Lumen Bank']);

    expect(await search(user.client, user.teamId, { source: 'META' })).toMatchObject({
      error: 'Enter a keyword or a brand to search Meta’s Ad Library.',
    });
    expect(
      await search(user.client, user.teamId, { source: 'TEAM', keyword: 'x'.repeat(101) }),
    ).toMatchObject({ error: 'The keyword can be at most 100 characters.' });
    expect(await search(user.client, user.teamId, { source: 'TEAM', country: 'XX' })).toMatchObject(
      {
        error: 'Unknown country "XX".',
      },
    );
    const stranger = await newUser(server);
    const theirs = await search(stranger.client, user.teamId, { source: 'TEAM' });
    expect(theirs.error).toBe('The team is not visible.');
  });
});

describe('saving', () => {
  test('a Meta ad saves once as an AD swipe queued for capture, even under 10 parallel clicks', async () => {
    const user = await newUser(server);
    const [ad] = (await search(user.client, user.teamId, { source: 'META', keyword: 'yoga' })).ads;
    const saves = await Promise.all(
      Array.from({ length: 10 }, () =>
        user.client.gql(SAVE, { input: { teamId: user.teamId, id: ad?.id } }),
      ),
    );
    const payloads = saves.map((s) => s.data.saveFoundAd);
    const saved = payloads.filter((p) => p.swipe);
    expect(saved).toHaveLength(1);
    expect(saved[0].swipe).toMatchObject({
      kind: 'AD',
      title: 'Brightside Yoga: yoga classes offer 1',
      url: ad?.link,
      source: 'Brightside Yoga',
      notes: ad?.body,
      createdVia: 'FINDER',
      captureStatus: 'PENDING',
    });
    for (const payload of payloads.filter((p) => !p.swipe))
      expect(payload.errors).toEqual([
        { __typename: 'FieldError', message: 'Your team saved this ad already.', field: 'id' },
      ]);
    const jobs = await server.db.prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'capture-swipe' AND data->>'swipeId' = $1`,
      dbId(saved[0].swipe.id),
    );
    expect(jobs[0]?.n).toBe(1);
    const again = await search(user.client, user.teamId, { source: 'META', keyword: 'yoga' });
    expect(again.ads[0]?.savedSwipe?.id).toBe(saved[0].swipe.id);
    const own = await search(user.client, user.teamId, {
      source: 'TEAM',
      platform: 'INSTAGRAM',
    });
    expect(own.ads.map((a) => a.title)).toEqual(['Brightside Yoga: yoga classes offer 1']);
  });

  test('viewers and strangers cannot save; an unknown ad is not found', async () => {
    const owner = await newUser(server);
    const teamId = await createTeam(owner.client, 'Finders');
    const viewer = await newMember(server, owner.client, teamId, 'VIEWER');
    const [ad] = (await search(owner.client, teamId, { source: 'META', keyword: 'boots' })).ads;
    const byViewer = await viewer.client.gql(SAVE, { input: { teamId, id: ad?.id } });
    expect(byViewer.data.saveFoundAd.errors[0].__typename).toBe('NotAllowedError');
    const stranger = await newUser(server);
    const byStranger = await stranger.client.gql(SAVE, { input: { teamId, id: ad?.id } });
    expect(byStranger.data.saveFoundAd.swipe).toBeNull();
    expect(byStranger.data.saveFoundAd.errors).toHaveLength(1);
    const unknown = await owner.client.gql(SAVE, { input: { teamId, id: 'meta:999999' } });
    expect(unknown.data.saveFoundAd.errors[0]).toMatchObject({
      __typename: 'MetaAdLibraryError',
      message: META_MESSAGES.NOT_FOUND,
    });
  });
});

describe('tracked brands', () => {
  test("a brand's check saves its ads into the collection, live to another member's tab, then only new ones", async () => {
    const owner = await newUser(server);
    const teamId = await createTeam(owner.client, 'Coffee watchers');
    const colleague = await newMember(server, owner.client, teamId);
    const collectionId = await collectionOf(owner.client, teamId, 'Competitors');
    const feed = subscribeWs(
      { cookie: colleague.client.cookieHeader() },
      `subscription($teamId: ID!) { teamEvents(teamId: $teamId) { kind
        team { name } trackedBrand { label lastSavedCount } swipe { title } } }`,
      { teamId },
    );
    await live(owner.client, teamId, [feed]);
    const tracked = await owner.client.gql(TRACK, {
      input: {
        teamId,
        kind: 'PAGE',
        query: NORTHWIND.id,
        label: NORTHWIND.name,
        country: 'US',
        collectionId,
      },
    });
    expect(tracked.data.trackBrand.errors).toEqual([]);
    const brandId = tracked.data.trackBrand.trackedBrand.id;
    const checked = await readUntil(
      () => brandNow(colleague.client, brandId),
      (b) => b.lastCheckedAt !== null,
      30_000,
      'the first check',
    );
    expect(checked).toMatchObject({ lastError: null, lastFoundCount: 8, lastSavedCount: 8 });
    await until(
      () => feed.events.some((e) => e.teamEvents.kind === 'TRACKED_ADS_SAVED'),
      10_000,
      'the live notice',
    );
    const notice = feed.events.find((e) => e.teamEvents.kind === 'TRACKED_ADS_SAVED');
    expect(notice?.teamEvents.trackedBrand).toEqual({
      label: 'Northwind Coffee',
      lastSavedCount: 8,
    });
    expect(
      feed.events.filter((e) => e.teamEvents.kind === 'SWIPE_CREATED').length,
    ).toBeGreaterThanOrEqual(8);
    const collection = (
      await colleague.client.gql(COLLECTION_SWIPES, { team: teamId, id: collectionId })
    ).data;
    expect(collection.collection.swipeCount).toBe(8);
    expect(
      collection.team.swipes.edges.every(
        (e: { node: { createdVia: string } }) => e.node.createdVia === 'FINDER',
      ),
    ).toBe(true);

    meta.addAd({
      id: '299000000000001',
      page_id: NORTHWIND.id,
      page_name: NORTHWIND.name,
      ad_creative_bodies: ['Northwind Coffee winter blend: new today.'],
      ad_creative_link_titles: ['Winter blend'],
      publisher_platforms: ['instagram'],
      ad_delivery_start_time: new Date().toISOString().slice(0, 10),
      countries: ['US'],
    });
    const before = checked.lastCheckedAt;
    expect(
      (await owner.client.gql(CHECK, { input: { id: brandId } })).data.checkTrackedBrand.errors,
    ).toEqual([]);
    const again = await readUntil(
      () => brandNow(owner.client, brandId),
      (b) => b.lastCheckedAt !== before,
      30_000,
      'the second check',
    );
    expect(again).toMatchObject({ lastFoundCount: 1, lastSavedCount: 1, lastError: null });
    const after = (await owner.client.gql(COLLECTION_SWIPES, { team: teamId, id: collectionId }))
      .data;
    expect(after.collection.swipeCount).toBe(9);
    expect(after.team.swipes.edges.map((e: { node: { title: string } }) => e.node.title)).toContain(
      'Northwind Coffee: Winter blend',
    );

    // The day's digest goes to the editors and above, once.
    const mailer = createMailer(server.config, () => {});
    await sendTrackedAdsDigests({ mailer, appOrigin: server.config.APP_ORIGIN });
    await sendTrackedAdsDigests({ mailer, appOrigin: server.config.APP_ORIGIN });
    const mails = await outboxFor(colleague.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: 9 new ads from the brands .+ tracks$/m);
    expect(mails[0]).toContain('- Northwind Coffee: 9 new (9 saved)');
    expect(await outboxFor(owner.email)).toHaveLength(1);
    await feed.close();
  });

  test("never into another team's collection; the plan's limit holds under parallel requests", async () => {
    const owner = await newUser(server);
    const other = await newUser(server);
    const theirs = await collectionOf(other.client, other.teamId, 'Theirs');
    const intoTheirs = await owner.client.gql(TRACK, {
      input: { teamId: owner.teamId, kind: 'KEYWORD', query: 'boots', collectionId: theirs },
    });
    expect(intoTheirs.data.trackBrand.errors).toEqual([
      {
        __typename: 'FieldError',
        message: 'Choose one of your team’s collections.',
        field: 'collectionId',
      },
    ]);
    // The Free plan tracks one brand: of 10 parallel requests, one is taken.
    const results = await Promise.all(
      [
        'boots',
        'bank',
        'yoga',
        'coffee',
        'brew',
        'offer',
        'leather',
        'account',
        'classes',
        'free',
      ].map((query) =>
        owner.client.gql(TRACK, { input: { teamId: owner.teamId, kind: 'KEYWORD', query } }),
      ),
    );
    const payloads = results.map((r) => r.data.trackBrand);
    expect(payloads.filter((p) => p.trackedBrand)).toHaveLength(1);
    for (const p of payloads.filter((p) => !p.trackedBrand))
      expect(p.errors).toEqual([
        {
          __typename: 'NotAllowedError',
          message: 'The Free plan tracks 1 brand. Upgrade to track more.',
        },
      ]);
    const bad = await owner.client.gql(TRACK, {
      input: { teamId: owner.teamId, kind: 'PAGE', query: 'Northwind' },
    });
    expect(bad.data.trackBrand.errors[0]).toMatchObject({
      message: 'A Facebook page id is 5 to 20 digits.',
      field: 'query',
    });
  });

  test("over the plan's cap, new ads wait in Discover; paused brands are not checked; removing clears them", async () => {
    const user = await newUser(server);
    for (let i = 0; i < FREE_SWIPE_LIMIT - 3; i += 1)
      await user.client.gql(CREATE_SWIPE, {
        input: { teamId: user.teamId, kind: 'IMAGE', title: `Mine ${i}` },
      });
    const tracked = await user.client.gql(TRACK, {
      input: { teamId: user.teamId, kind: 'KEYWORD', query: 'leather boots' },
    });
    const brandId = tracked.data.trackBrand.trackedBrand.id;
    const checked = await readUntil(
      () => brandNow(user.client, brandId),
      (b) => b.lastCheckedAt !== null,
      30_000,
      'the check',
    );
    expect(checked).toMatchObject({
      lastFoundCount: 8,
      lastSavedCount: 3,
      lastError: `You've reached the ${FREE_SWIPE_LIMIT}-swipe cap on the Free plan: the new ads wait in Discover.`,
    });
    const waiting = (await user.client.gql(DISCOVER, { team: user.teamId })).data.node.discover
      .edges;
    expect(waiting).toHaveLength(5);
    expect(waiting[0].node).toMatchObject({ source: 'TRACKED', kind: 'AD' });
    expect(waiting[0].node.link).toMatch(/facebook\.com\/ads\/library\/\?id=/);

    const paused = await user.client.gql(PAUSE, { input: { id: brandId, paused: true } });
    expect(paused.data.setTrackedBrandPaused.trackedBrand.pausedAt).not.toBeNull();
    const check = await user.client.gql(CHECK, { input: { id: brandId } });
    expect(check.data.checkTrackedBrand.errors).toEqual([
      { __typename: 'NotAllowedError', message: 'Resume this brand to check it.' },
    ]);
    const removed = await user.client.gql(REMOVE, { input: { id: brandId } });
    expect(removed.data.removeTrackedBrand).toEqual({ deletedId: brandId, errors: [] });
    expect(
      (await user.client.gql(DISCOVER, { team: user.teamId })).data.node.discover.edges,
    ).toEqual([]);
    expect((await user.client.gql(BRAND, { id: brandId })).data.node).toBeNull();
  });

  test('Meta throttling fails the check for a retry with backoff, and the team sees why', async () => {
    const owner = await newUser(server);
    const teamId = await createTeam(owner.client, 'Throttled');
    meta.failNext('rate-limit');
    const tracked = await owner.client.gql(TRACK, {
      input: { teamId, kind: 'KEYWORD', query: 'current account' },
    });
    const brandId = tracked.data.trackBrand.trackedBrand.id;
    await readUntil(
      () => brandNow(owner.client, brandId),
      (b) => b.lastError === META_MESSAGES.RATE_LIMIT,
      30_000,
      'the error shown',
    );
    const [job] = await readUntil(
      () =>
        server.db.prisma.$queryRawUnsafe<{ state: string; retry_backoff: boolean }[]>(
          `SELECT state::text, retry_backoff FROM pgboss.job WHERE name = 'tracked-brand-check' AND data->>'trackedBrandId' = $1`,
          dbId(brandId),
        ),
      (rows) => rows[0]?.state === 'retry',
      30_000,
      'the retry',
    );
    expect(job?.retry_backoff).toBe(true);
    const viewer = await newMember(server, owner.client, teamId, 'VIEWER');
    const byViewer = await viewer.client.gql(PAUSE, { input: { id: brandId, paused: true } });
    expect(byViewer.data.setTrackedBrandPaused.errors[0].__typename).toBe('NotAllowedError');
    const stranger = await newUser(server);
    const byStranger = await stranger.client.gql(REMOVE, { input: { id: brandId } });
    expect(byStranger.data.removeTrackedBrand.errors[0]).toMatchObject({
      __typename: 'NotFoundError',
    });
  });
});

/** The digests sent to `email`. */
const outboxFor = async (email: string) => {
  const mails = await outboxMails(server);
  return mails.filter((mail) => mail.includes(`To: ${email}`) && mail.includes('new ad'));
};
