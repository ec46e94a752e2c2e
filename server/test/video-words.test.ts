import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prisma } from '../src/db/client.js';
import { backfillTranscripts, NO_SOUND_NOTE } from '../src/services/videos/video-words.js';
import {
  createFakeAiProvider,
  FAKE_AI_BASE_URL,
  FAKE_AI_MODEL,
  type FakeAiProvider,
} from './ai/fake-ai-provider.js';
import { startTestServer, type TestClient, type TestServer } from './harness.js';
import { createTeam } from './helpers/teams.js';
import { newUser } from './helpers/users.js';
import { makeVideo, TRANSCRIPT, uploadVideo } from './helpers/videos.js';
import { readUntil } from './helpers/wait.js';

// A video's words (services/videos/video-words.ts, docs/swipes.md "Videos"): the text on its
// frames is read (real ffmpeg, real tesseract) and found by search as the text in the image;
// its speech is transcribed by the AI provider (msw answering OpenAI's /audio/transcriptions)
// and found as the transcript; a provider that fails is asked again, then the transcript
// FAILED with the reason; a video without sound is not sent.

let server: TestServer;
let ai: FakeAiProvider;
const intercept = setupServer();
beforeAll(async () => {
  ai = createFakeAiProvider();
  intercept.use(...ai.handlers);
  intercept.listen({ onUnhandledRequest: 'bypass' });
  server = await startTestServer({
    AI_BASE_URL: FAKE_AI_BASE_URL,
    AI_MODEL: FAKE_AI_MODEL,
    AI_API_KEY: 'sk-test-transcripts',
    AI_TRANSCRIPTION_MODEL: 'whisper-test',
  });
});
afterAll(async () => {
  await server?.close();
  intercept.close();
});
beforeEach(() => {
  ai.transcriptionRequests.length = 0;
  ai.transcribeWith(() => ({
    kind: 'segments',
    segments: [
      { start: 0, end: 1.25, text: ' Summer is here.' },
      { start: 1.25, end: 2.8, text: ' Every pair comes with our lifetime guarantee.' },
    ],
  }));
});

const SEARCH = `query($team: ID!, $search: String) { node(id: $team) { ... on Team {
  swipes(first: 10, filter: { search: $search }) { edges { foundIn node { id title } } } } } }`;

async function search(client: TestClient, team: string, text: string) {
  const result = await client.gql(SEARCH, { team, search: text });
  expect(result.errors).toBeUndefined();
  return result.data.node.swipes.edges as {
    foundIn: string[] | null;
    node: { id: string; title: string };
  }[];
}

/** The swipe once both its frames and its speech have been dealt with. */
function wordsRead(client: TestClient, id: string) {
  return readUntil(
    async () => (await client.gql(TRANSCRIPT, { id })).data.node,
    (swipe) => swipe.imageTextStatus !== 'PENDING' && swipe.transcript.status !== 'PENDING',
    100_000,
    "the video's words read",
  );
}

describe('a video swipe’s words', () => {
  it('is found by a word on screen (OCR of its frames) and by a word spoken in it', async () => {
    const { client, teamId } = await newUser(server);
    const swipe = await uploadVideo(client, teamId, 'Beach ad', await makeVideo('SUMMER SALE'));
    const read = await wordsRead(client, swipe.globalId);
    expect(read.imageTextStatus).toBe('DONE');
    // Four frames show the same words: kept once.
    expect(read.imageText).toBe('SUMMER SALE');
    expect(read.transcript).toEqual({
      status: 'DONE',
      failure: null,
      note: null,
      setupHelp: null,
      segments: [
        { startMs: 0, endMs: 1250, text: 'Summer is here.' },
        { startMs: 1250, endMs: 2800, text: 'Every pair comes with our lifetime guarantee.' },
      ],
    });
    // Its sound went as a small mono MP3, asking for timed segments of the configured model.
    expect(ai.transcriptionRequests).toHaveLength(1);
    const [sent] = ai.transcriptionRequests;
    expect(sent).toMatchObject({
      model: 'whisper-test',
      responseFormat: 'verbose_json',
      timestampGranularities: ['segment'],
      type: 'audio/mpeg',
    });
    expect(sent?.bytes).toBeGreaterThan(1000);
    expect(sent?.bytes).toBeLessThan(40_000);

    expect((await search(client, teamId, 'sale')).map((edge) => edge.foundIn)).toEqual([
      ['IMAGE_TEXT'],
    ]);
    expect((await search(client, teamId, 'guarantee')).map((edge) => edge.foundIn)).toEqual([
      ['TRANSCRIPT'],
    ]);
    expect((await search(client, teamId, 'summer')).map((edge) => edge.foundIn)).toEqual([
      ['TRANSCRIPT', 'IMAGE_TEXT'],
    ]);
    // A copy in another team of the viewer's carries its words.
    const growth = await createTeam(client);
    const copied = await client.gql(
      `mutation($input: CopySwipesToTeamInput!) { copySwipesToTeam(input: $input) {
        errors { ... on Error { message } } } }`,
      { input: { swipeIds: [swipe.globalId], teamId: growth } },
    );
    expect(copied.data.copySwipesToTeam.errors).toEqual([]);
    const [copy] = await search(client, growth, 'guarantee');
    expect(copy?.foundIn).toEqual(['TRANSCRIPT']);
    const copyRead = (await client.gql(TRANSCRIPT, { id: copy?.node.id })).data.node;
    expect(copyRead.transcript).toEqual(read.transcript);
    // Another team does not find it, nor read its transcript.
    const other = await newUser(server);
    expect(await search(other.client, other.teamId, 'guarantee')).toEqual([]);
    expect((await other.client.gql(TRANSCRIPT, { id: swipe.globalId })).data?.node ?? null).toBe(
      null,
    );
  }, 120_000);

  it('asks again when the provider fails, then says why, and keeps the frames’ text', async () => {
    ai.transcribeWith(() => ({ kind: 'status', status: 500, message: 'The server had an error' }));
    const { client, teamId } = await newUser(server);
    const swipe = await uploadVideo(client, teamId, 'Outage ad', await makeVideo('FLASH DEAL'));
    const read = await wordsRead(client, swipe.globalId);
    expect(read.transcript).toMatchObject({ status: 'FAILED', segments: [] });
    expect(read.transcript.failure).toBe(
      'The AI provider answered with an error (HTTP 500): The server had an error',
    );
    // The first attempt and its two retries (jobs/queue.ts).
    expect(ai.transcriptionRequests).toHaveLength(3);
    expect(read.imageText).toContain('FLASH DEAL');
    expect(await search(client, teamId, 'flash')).toHaveLength(1);
  }, 120_000);

  it('does not send a video without sound, and says it has none', async () => {
    const { client, teamId } = await newUser(server);
    const silent = await makeVideo('QUIET', 2, true);
    const swipe = await uploadVideo(client, teamId, 'Silent ad', silent);
    const read = await wordsRead(client, swipe.globalId);
    expect(read.transcript).toEqual({
      status: 'DONE',
      failure: null,
      note: NO_SOUND_NOTE,
      setupHelp: null,
      segments: [],
    });
    expect(ai.transcriptionRequests).toHaveLength(0);
    const row = await prisma().swipe.findUniqueOrThrow({ where: { id: swipe.id } });
    expect(row.transcriptText).toBeNull();
  }, 120_000);

  it('transcribes at start-up the videos saved while AI was off', async () => {
    const { client, teamId } = await newUser(server);
    const swipe = await uploadVideo(client, teamId, 'Older ad', await makeVideo('OLD'));
    await wordsRead(client, swipe.globalId);
    expect(ai.transcriptionRequests).toHaveLength(1);
    // As saved while AI was off.
    await prisma().swipeTranscript.update({
      where: { swipeId: swipe.id },
      data: { status: 'OFF', segments: [] },
    });
    await prisma().swipe.update({ where: { id: swipe.id }, data: { transcriptText: null } });
    expect(await search(client, teamId, 'guarantee')).toEqual([]);
    // While AI is on, an OFF transcript is about to be made.
    const off = (await client.gql(TRANSCRIPT, { id: swipe.globalId })).data.node;
    expect(off.transcript.status).toBe('PENDING');

    expect(await backfillTranscripts(server.config, () => false)).toBe(1);
    expect(await backfillTranscripts(server.config, () => false)).toBe(0);
    const read = await wordsRead(client, swipe.globalId);
    expect(read.transcript.status).toBe('DONE');
    expect(ai.transcriptionRequests).toHaveLength(2);
    expect((await search(client, teamId, 'guarantee')).map((edge) => edge.foundIn)).toEqual([
      ['TRANSCRIPT'],
    ]);
  }, 120_000);
});
