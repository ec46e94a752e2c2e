import path from 'node:path';
import { expect, it } from 'vitest';
import { FAKE_AI_BASE_URL, FAKE_AI_MODEL } from '../ai/fake-ai-provider.js';
import { SIGN_UP, uniqueEmail, VIEWER } from '../harness.js';
import { browser, twoInstances } from '../helpers/instances.js';
import { wsClient } from '../helpers/subscriptions.js';
import { until } from '../helpers/wait.js';

// AI Remix across instances: a remix asked for on instance A is written there, and a member
// following it from instance B sees its text grow and the end, through Redis.

const startInstances = twoInstances();

it('streams a remix written on one instance to a subscriber on the other', {
  timeout: 90_000,
}, async () => {
  const [a, b] = await startInstances({
    AI_BASE_URL: FAKE_AI_BASE_URL,
    AI_MODEL: FAKE_AI_MODEL,
    // The provider (msw in each instance) writes slowly: B has time to follow before the end.
    FAKE_AI_PAUSE_MS: '400',
    NODE_OPTIONS: `--import tsx --import ${path.join(import.meta.dirname, '../third-party-apis.ts')}`,
  });
  const { gql, cookie } = browser();
  await gql(a.url, SIGN_UP, {
    input: { email: uniqueEmail(), password: 'password123', name: 'Two instances' },
  });
  const teamId = (await gql(a.url, VIEWER)).viewer.teams.edges[0].node.id;
  const created = await gql(
    a.url,
    `mutation($input: CreateRemixInput!) { createRemix(input: $input) {
      remix { id variants { id } } errors { __typename } } }`,
    { input: { teamId, product: 'A cooling mattress', parts: ['HEADLINE'], variants: 1 } },
  );
  expect(created.createRemix.errors).toEqual([]);
  const events: { text: string | null; status: string | null; finished: boolean }[] = [];
  let completed = false;
  const ws = wsClient(b.url, { cookie: cookie() });
  ws.subscribe(
    {
      query: 'subscription($id: ID!) { remixProgress(remixId: $id) { text status finished } }',
      variables: { id: created.createRemix.remix.id },
    },
    {
      next: (value) => events.push((value.data as any)?.remixProgress),
      error: () => {},
      complete: () => {
        completed = true;
      },
    },
  );
  await until(() => completed, 60_000, "B's stream ends with the remix");
  await ws.dispose();
  const text = 'Headline: Variant 1 for A cooling mattress, headline that sells.';
  expect(events.at(-1)).toEqual({ text: null, status: null, finished: true });
  expect(events.at(-2)).toEqual({ text, status: 'DONE', finished: false });
  // The text grew on B while A wrote it: events came between the first and the last.
  const writing = events.filter((e) => e.status === 'WRITING' && e.text);
  expect(writing.length).toBeGreaterThan(0);
  expect(writing.every((e) => text.startsWith(e.text ?? ''))).toBe(true);
});
