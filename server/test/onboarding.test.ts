import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/paths.js';
import { startTestServer, type TestClient, type TestServer } from './harness.js';
import { socketOf } from './helpers/subscriptions.js';
import { createTeam } from './helpers/teams.js';
import { newUser } from './helpers/users.js';
import { holdsWithin, retryUntil, until } from './helpers/wait.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ONBOARDING = `onboarding {
  id done skipped total progress finished complete completedAt wizardVisible
  tasks { key title description action { href type } status completedAt }
}`;
const VIEWER_ONBOARDING = `{ viewer { id ${ONBOARDING} } }`;
const ERRORS = `errors { __typename ... on Error { message } ... on FieldError { field } }`;
const SKIP = `mutation($key: OnboardingStep!) { skipOnboardingStep(input: { key: $key }) { ${ONBOARDING} ${ERRORS} } }`;
const HIDE = `mutation { hideOnboardingGuide { ${ONBOARDING} ${ERRORS} } }`;
const SET_VISIBLE = `mutation($visible: Boolean!) { setOnboardingWizardVisible(input: { visible: $visible }) { ${ONBOARDING} ${ERRORS} } }`;
const VIEW_SAMPLE = `mutation($swipeId: String!) { viewOnboardingSwipe(input: { swipeId: $swipeId }) { ${ONBOARDING} ${ERRORS} } }`;

const STEPS = [
  'VIEW_ONBOARDING_SWIPES',
  'INSTALL_EXTENSION',
  'SWIPE_WEBSITE',
  'SWIPE_EMAIL',
  'SWIPE_UPLOAD',
];

async function onboardingOf(client: TestClient) {
  const response = await client.gql(VIEWER_ONBOARDING);
  expect(response.errors).toBeUndefined();
  return response.data.viewer.onboarding;
}

interface Task {
  key: string;
  status: string | null;
  completedAt: string | null;
  action: { href: string };
}

const statusOf = (onboarding: { tasks: Task[] }, key: string) =>
  onboarding.tasks.find((task) => task.key === key)?.status ?? null;

const rowsOf = (userId: string) =>
  server.db.prisma.onboardingProgress.findMany({
    where: { userId },
    select: { stepKey: true, status: true, completedAt: true },
  });

describe('initialisation', () => {
  it('gives a new user the five tasks, none done, and the wizard visible', async () => {
    const { client, userId } = await newUser(server);
    expect(await server.db.prisma.user.findUniqueOrThrow({ where: { id: userId } })).toMatchObject({
      onboardingMeta: null,
    });
    const onboarding = await onboardingOf(client);
    expect(onboarding).toMatchObject({
      done: 0,
      skipped: 0,
      total: 5,
      progress: 0,
      finished: false,
      complete: false,
      completedAt: null,
      wizardVisible: true,
    });
    expect(onboarding.tasks.map((task: Task) => task.key)).toEqual(STEPS);
    for (const task of onboarding.tasks) {
      expect(task.status).toBeNull();
      expect(task.completedAt).toBeNull();
      expect(task.title).toBeTruthy();
      expect(task.description).toBeTruthy();
      expect(task.action.href).toMatch(/^\//);
      expect(task.action.type).toBe('INTERNAL');
    }
    const links = Object.fromEntries(onboarding.tasks.map((t: Task) => [t.key, t.action.href]));
    expect(links.SWIPE_UPLOAD).toBe('/swipes?referrer=onboarding_task&task=create');
    expect(links.SWIPE_EMAIL).toBe('/settings?referrer=onboarding_task#email-swipes');

    // Initialised once: the metadata now says so, and no step was marked.
    const user = await server.db.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    expect(
      Date.parse((user.onboardingMeta as { initialisedAt: string }).initialisedAt),
    ).not.toBeNaN();
    expect(await rowsOf(userId)).toEqual([]);
    expect(await onboardingOf(client)).toEqual(onboarding);
  });

  it('marks install_extension COMPLETE when the extension is already installed', async () => {
    const { client, userId } = await newUser(server);
    await server.db.prisma.user.update({
      where: { id: userId },
      data: { extensionInstalled: true },
    });
    const onboarding = await onboardingOf(client);
    expect(statusOf(onboarding, 'INSTALL_EXTENSION')).toBe('COMPLETE');
    expect(onboarding).toMatchObject({ done: 1, progress: 0.2, finished: false });
    expect(await rowsOf(userId)).toEqual([
      { stepKey: 'install_extension', status: 'COMPLETE', completedAt: expect.any(Date) },
    ]);
  });

  it('initialises on the REST user load too', async () => {
    const { client, userId } = await newUser(server);
    await server.db.prisma.user.update({
      where: { id: userId },
      data: { extensionInstalled: true },
    });
    const user = (await (await client.request({ path: `/api/users/${userId}` })).json()) as {
      data: { metadata: { onboarding: { progress: unknown; meta: { initialisedAt?: string } } } };
    };
    expect(user.data.metadata.onboarding.progress).toEqual({
      install_extension: { status: 'COMPLETE', completed_at: expect.any(String) },
    });
    expect(user.data.metadata.onboarding.meta.initialisedAt).toEqual(expect.any(String));
  });
});

describe('the REST user load', () => {
  const userReads = (queries: string[]) =>
    queries.filter((sql) => /FROM "public"\."user"/.test(sql)).length;
  const writes = (queries: string[]) =>
    queries.filter((sql) => /^\s*(INSERT|UPDATE|DELETE)\b/i.test(sql));

  it('reads the user row once and sets up onboarding only when it is missing', async () => {
    const { client, userId } = await newUser(server);
    server.takeQueries();
    const first = await client.request({ path: `/api/users/${userId}` });
    expect(first.status).toBe(200);
    // The first load sets the onboarding up (one write) and reads the row again after it.
    expect(writes(server.takeQueries())).toHaveLength(1);

    const second = await client.request({ path: `/api/users/${userId}` });
    const queries = server.takeQueries();
    expect(writes(queries)).toEqual([]);
    expect(userReads(queries)).toBe(1);
    expect(await second.json()).toEqual(await first.json());
  });
});

describe('skipping and progress', () => {
  it('skips a step with the time it was skipped, and counts only done steps as progress', async () => {
    const { client, userId } = await newUser(server);
    const before = Date.now();
    const skipped = (await client.gql(SKIP, { key: 'SWIPE_EMAIL' })).data.skipOnboardingStep;
    expect(skipped.errors).toEqual([]);
    const task = skipped.onboarding.tasks.find((t: Task) => t.key === 'SWIPE_EMAIL');
    expect(task.status).toBe('SKIPPED');
    const stamped = Date.parse(task.completedAt);
    expect(stamped).toBeGreaterThanOrEqual(before - 1000);
    expect(stamped).toBeLessThanOrEqual(Date.now() + 1000);
    expect(skipped.onboarding).toMatchObject({ done: 0, skipped: 1, progress: 0, finished: false });

    // Skipping again keeps the first time.
    const again = (await client.gql(SKIP, { key: 'SWIPE_EMAIL' })).data.skipOnboardingStep;
    expect(again.onboarding.tasks.find((t: Task) => t.key === 'SWIPE_EMAIL').completedAt).toBe(
      task.completedAt,
    );

    // Two done of five is 0.4; a skipped step that is then really done becomes complete.
    await client.gql(VIEW_SAMPLE, { swipeId: 'swipestack-onboarding-0' });
    await client.gql(SKIP, { key: 'INSTALL_EXTENSION' });
    await server.db.prisma.user.update({
      where: { id: userId },
      data: { extensionInstalled: true },
    });
    const progress = await onboardingOf(client);
    expect(progress).toMatchObject({ done: 2, skipped: 1, total: 5, progress: 0.4 });
  });

  it('leaves a done step done when it is skipped', async () => {
    const { client } = await newUser(server);
    await client.gql(VIEW_SAMPLE, { swipeId: 'swipestack-onboarding-3' });
    const skipped = (await client.gql(SKIP, { key: 'VIEW_ONBOARDING_SWIPES' })).data
      .skipOnboardingStep;
    expect(statusOf(skipped.onboarding, 'VIEW_ONBOARDING_SWIPES')).toBe('COMPLETE');
  });

  it('refuses keys that are not steps', async () => {
    const { client } = await newUser(server);
    for (const key of ['MAKE_COFFEE', 'ONBOARDING_COMPLETE', 'swipe_email']) {
      const refused = await client.gql(SKIP, { key });
      expect(refused.data).toBeUndefined();
      expect(refused.errors?.[0]?.message).toMatch(/OnboardingStep/);
    }
  });
});

describe('hiding the guide', () => {
  it('is refused until every step is done or skipped, then completes onboarding', async () => {
    const { client, userId } = await newUser(server);
    for (const key of STEPS.slice(1)) await client.gql(SKIP, { key });
    const early = (await client.gql(HIDE)).data.hideOnboardingGuide;
    expect(early).toEqual({
      onboarding: null,
      errors: [
        {
          __typename: 'OnboardingNotFinishedError',
          message: 'Finish or skip every step before hiding the guide.',
        },
      ],
    });
    expect((await rowsOf(userId)).map((row) => row.stepKey)).not.toContain('onboarding_complete');

    await client.gql(VIEW_SAMPLE, { swipeId: 'swipestack-onboarding-8' });
    const finishing = await onboardingOf(client);
    expect(finishing).toMatchObject({ finished: true, complete: false, wizardVisible: true });
    // Only the sample view was done: skipped steps are not progress.
    expect(finishing).toMatchObject({ done: 1, skipped: 4, progress: 0.2 });

    const hidden = (await client.gql(HIDE)).data.hideOnboardingGuide;
    expect(hidden.errors).toEqual([]);
    expect(hidden.onboarding).toMatchObject({
      finished: true,
      complete: true,
      wizardVisible: false,
    });
    expect(Date.parse(hidden.onboarding.completedAt)).not.toBeNaN();
    expect(
      (await rowsOf(userId)).find((row) => row.stepKey === 'onboarding_complete')?.status,
    ).toBe('COMPLETE');
    // Hiding twice is harmless.
    expect((await client.gql(HIDE)).data.hideOnboardingGuide.errors).toEqual([]);
  });

  it('keeps the wizard visibility per user, visible unless complete', async () => {
    const { client } = await newUser(server);
    const other = await newUser(server);
    const hidden = (await client.gql(SET_VISIBLE, { visible: false })).data
      .setOnboardingWizardVisible;
    expect(hidden.onboarding).toMatchObject({ wizardVisible: false, complete: false });
    expect((await onboardingOf(client)).wizardVisible).toBe(false);
    expect((await onboardingOf(other.client)).wizardVisible).toBe(true);
    const shown = (await client.gql(SET_VISIBLE, { visible: true })).data
      .setOnboardingWizardVisible;
    expect(shown.onboarding.wizardVisible).toBe(true);
  });
});

describe('steps done by really doing them', () => {
  const CREATE = `mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } ${ERRORS} } }`;

  it('leaves swipe_website open when a website is saved: its capture completes it', async () => {
    // This server runs no capture worker; capture-onboarding.test.ts captures for real.
    const { client, teamId } = await newUser(server);
    const text = (await client.gql(CREATE, { input: { teamId, kind: 'AD', title: 'Ad copy' } }))
      .data.createSwipe;
    expect(text.errors).toEqual([]);
    expect(statusOf(await onboardingOf(client), 'SWIPE_WEBSITE')).toBeNull();

    // A refused save (bad address) completes nothing either.
    await client.gql(CREATE, { input: { teamId, kind: 'WEBSITE', url: 'ftp://example.com' } });
    expect(statusOf(await onboardingOf(client), 'SWIPE_WEBSITE')).toBeNull();

    const saved = (
      await client.gql(CREATE, {
        input: { teamId, kind: 'WEBSITE', url: 'https://example.com/pricing' },
      })
    ).data.createSwipe;
    expect(saved.errors).toEqual([]);
    const onboarding = await onboardingOf(client);
    expect(statusOf(onboarding, 'SWIPE_WEBSITE')).toBeNull();
    expect(statusOf(onboarding, 'SWIPE_UPLOAD')).toBeNull();
  });

  it('completes swipe_upload when an image is uploaded', async () => {
    const { client, teamId } = await newUser(server);
    const UPLOAD = `mutation($input: CreateImageSwipeInput!) { createImageSwipe(input: $input) { swipe { id } ${ERRORS} } }`;
    const upload = async (file: Buffer) => {
      const form = new FormData();
      form.append(
        'operations',
        JSON.stringify({ query: UPLOAD, variables: { input: { teamId, file: null } } }),
      );
      form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
      form.append('0', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'ad.png');
      const response = await client.request({
        method: 'POST',
        headers: { 'x-graphql-yoga-csrf': '1' },
        body: form,
      });
      return (
        (await response.json()) as {
          data: { createImageSwipe: { errors: { __typename: string }[] } };
        }
      ).data.createImageSwipe;
    };
    const refused = await upload(Buffer.from('not an image'));
    expect(refused.errors[0]?.__typename).toBe('FieldError');
    expect(statusOf(await onboardingOf(client), 'SWIPE_UPLOAD')).toBeNull();

    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    expect((await upload(png)).errors).toEqual([]);
    const onboarding = await onboardingOf(client);
    expect(statusOf(onboarding, 'SWIPE_UPLOAD')).toBe('COMPLETE');
    expect(statusOf(onboarding, 'SWIPE_WEBSITE')).toBeNull();
  });

  it('completes view_onboarding_swipes when a sample is opened, and only for real samples', async () => {
    const { client } = await newUser(server);
    const missing = (await client.gql(VIEW_SAMPLE, { swipeId: 'swipestack-onboarding-4' })).data
      .viewOnboardingSwipe;
    expect(missing).toEqual({
      onboarding: null,
      errors: [{ __typename: 'NotFoundError', message: 'This sample swipe does not exist.' }],
    });
    const viewed = (await client.gql(VIEW_SAMPLE, { swipeId: 'swipestack-onboarding-2' })).data
      .viewOnboardingSwipe;
    expect(statusOf(viewed.onboarding, 'VIEW_ONBOARDING_SWIPES')).toBe('COMPLETE');
  });

  it('tells the viewer’s open tabs when a step completes by itself', async () => {
    const { client, email } = await newUser(server);
    const inviter = await newUser(server);
    const inviterTeam = await createTeam(inviter.client, 'Probes');
    const events: {
      kind: string;
      viewer: { email: string; onboarding: { done: number; wizardVisible: boolean } };
    }[] = [];
    const ws = socketOf(client);
    ws.subscribe(
      {
        query:
          'subscription { viewerEvents { kind viewer { email onboarding { done wizardVisible tasks { key status } } } } }',
      },
      {
        next: (value) => events.push(value.data?.viewerEvents as (typeof events)[number]),
        error: () => {},
        complete: () => {},
      },
    );
    // Invited (again) until the invite is heard: the subscription is live. Heard as
    // INVITES_CHANGED, the probes stay apart from the onboarding events however late they come.
    await retryUntil(
      async () => {
        await inviter.client.gql(
          'mutation($input: InviteMemberInput!) { inviteMember(input: $input) { invite { id } } }',
          { input: { teamId: inviterTeam, email, role: 'EDITOR' } },
        );
        return holdsWithin(() => events.length > 0, 500);
      },
      10_000,
      'the subscription hears an invite',
    );
    const onboardingEvents = () => events.filter((event) => event.kind === 'ONBOARDING_CHANGED');
    await client.gql(VIEW_SAMPLE, { swipeId: 'swipestack-onboarding-0' });
    await expect.poll(() => onboardingEvents().length).toBe(1);
    expect(onboardingEvents()[0]?.viewer).toMatchObject({
      email,
      onboarding: { done: 1, wizardVisible: true },
    });
    // A second sample changes nothing, so nothing is sent: the change after it (the guide
    // hidden) is the next onboarding event heard.
    await client.gql(VIEW_SAMPLE, { swipeId: 'swipestack-onboarding-2' });
    await client.gql(SET_VISIBLE, { visible: false });
    await until(
      () => onboardingEvents().some((event) => !event.viewer.onboarding.wizardVisible),
      5_000,
      'the later change is heard',
    );
    const heard = onboardingEvents().map(({ viewer: { onboarding } }) => ({
      done: onboarding.done,
      wizardVisible: onboarding.wizardVisible,
    }));
    expect(heard).toEqual([
      { done: 1, wizardVisible: true },
      { done: 1, wizardVisible: false },
    ]);
    await ws.dispose();
  });
});

describe('privacy', () => {
  it('never shows or changes another user’s onboarding', async () => {
    const owner = await newUser(server);
    const stranger = await newUser(server);
    await owner.client.gql(SKIP, { key: 'SWIPE_EMAIL' });

    const read = await stranger.client.gql(
      `query($id: ID!) { node(id: $id) { ... on User { id ${ONBOARDING} } } }`,
      { id: owner.viewerId },
    );
    expect(read.data.node?.onboarding ?? null).toBeNull();

    // Mutations act on the viewer alone; REST refuses another user's id.
    await stranger.client.gql(SKIP, { key: 'SWIPE_UPLOAD' });
    await stranger.client.gql(HIDE);
    const rest = await stranger.client.request({
      method: 'PUT',
      path: `/api/users/${owner.userId}/metadata/`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        metadata: { onboarding: { progress: { swipe_upload: { status: 'COMPLETE' } } } },
      }),
    });
    expect(rest.status).toBe(404);
    expect((await rowsOf(owner.userId)).map((row) => [row.stepKey, row.status])).toEqual([
      ['swipe_email', 'SKIPPED'],
    ]);

    // Signed out: no viewer, and the mutations are refused.
    const anonymous = server.client();
    expect((await anonymous.gql(VIEWER_ONBOARDING)).data.viewer).toBeNull();
    const refused = await anonymous.gql(SKIP, { key: 'SWIPE_EMAIL' });
    expect(refused.errors?.[0]?.message).toBeTruthy();
  });
});

describe('sample swipes', () => {
  const SAMPLES = `{ onboardingSwipes { id swipeId title source notes media { type publicUrl }
    tags { tagId title } action { key href title } } }`;

  it('are the seven built-in samples, with images the app serves itself', async () => {
    const { client } = await newUser(server);
    const samples = (await client.gql(SAMPLES)).data.onboardingSwipes;
    expect(samples.map((sample: { swipeId: string }) => sample.swipeId)).toEqual(
      [0, 1, 2, 3, 5, 6, 8].map((n) => `swipestack-onboarding-${n}`),
    );
    for (const sample of samples) {
      expect(sample.media.type).toBe('IMAGE');
      expect(sample.media.publicUrl).toMatch(/^\/onboarding\/[a-z-]+\.svg$/);
      expect(existsSync(path.join(paths.root, 'web/public', sample.media.publicUrl))).toBe(true);
      expect(sample.tags.length).toBeGreaterThan(0);
      if (sample.action)
        expect(Boolean(sample.action.key) !== Boolean(sample.action.href)).toBe(true);
    }
    const one = await client.gql(
      '{ onboardingSwipe(swipeId: "swipestack-onboarding-6") { title } missing: onboardingSwipe(swipeId: "nope") { title } }',
    );
    expect(one.data).toEqual({
      onboardingSwipe: { title: 'Work faster with shortcuts' },
      missing: null,
    });
  });
});
