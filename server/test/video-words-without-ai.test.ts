import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TRANSCRIPTION_SETUP_HELP } from '../src/ai/transcription.js';
import { createFakeAiProvider } from './ai/fake-ai-provider.js';
import { startTestServer, type TestServer } from './harness.js';
import { newUser } from './helpers/users.js';
import { makeVideo, TRANSCRIPT, uploadVideo } from './helpers/videos.js';
import { readUntil } from './helpers/wait.js';

// With AI switched off a video's transcript is OFF: no request reaches the provider (msw stands
// ready at its address), the frames' text is still read, and only administrators are told how
// to switch transcripts on.

let server: TestServer;
const ai = createFakeAiProvider();
const intercept = setupServer(...ai.handlers);
beforeAll(async () => {
  intercept.listen({ onUnhandledRequest: 'bypass' });
  // A model for transcripts, but no provider: AI is off.
  server = await startTestServer({ AI_TRANSCRIPTION_MODEL: 'whisper-1' });
});
afterAll(async () => {
  await server?.close();
  intercept.close();
});

it('is OFF, asks nothing of a provider, and tells administrators alone how to switch it on', async () => {
  const { client, teamId, email } = await newUser(server);
  const swipe = await uploadVideo(client, teamId, 'Offline ad', await makeVideo('SUMMER SALE'));
  const read = await readUntil(
    async () => (await client.gql(TRANSCRIPT, { id: swipe.globalId })).data.node,
    (node) => node.imageTextStatus === 'DONE',
    120_000,
    "the video's frames read",
  );
  expect(read.imageText).toBe('SUMMER SALE');
  expect(read.transcript).toEqual({
    status: 'OFF',
    failure: null,
    note: null,
    setupHelp: null,
    segments: [],
  });
  // Its job stored OFF without a request.
  await readUntil(
    () => server.db.prisma.swipeTranscript.findUnique({ where: { swipeId: swipe.id } }),
    (row) => row?.status === 'OFF',
    60_000,
    'the transcript job done',
  );
  expect(ai.transcriptionRequests).toHaveLength(0);

  await server.db.prisma.user.update({ where: { email }, data: { isAdmin: true } });
  const asAdmin = (await client.gql(TRANSCRIPT, { id: swipe.globalId })).data.node;
  expect(asAdmin.transcript.setupHelp).toBe(TRANSCRIPTION_SETUP_HELP);
  expect(TRANSCRIPTION_SETUP_HELP).toContain('AI_TRANSCRIPTION_MODEL');
}, 120_000);
