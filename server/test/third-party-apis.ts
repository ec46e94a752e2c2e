// Preloaded into server processes that tests start (NODE_OPTIONS): the e2e server
// (e2e/playwright.config.ts) and the instances of the redis project. The third-party APIs the
// server calls are answered by the msw fakes the server tests use in-process (the only mocks
// the project allows), so checkout, webhooks, the portal, AI Remix and Ad Finder's searches of
// Meta's Ad Library run through the real server code without reaching the network. Anything
// else (our own server on loopback) goes through.
import { setupServer } from 'msw/node';
import { createFakeAiProvider, defaultPieces } from './ai/fake-ai-provider.js';
import { createFakeMetaAdLibrary } from './meta/fake-meta-ad-library.js';
import { createFakeStripe } from './stripe/fake-stripe.js';

// FAKE_AI_PAUSE_MS: the pause between the pieces of a streamed answer (server/test/redis).
const ai = createFakeAiProvider();
const pauseMs = Number(process.env.FAKE_AI_PAUSE_MS ?? 25);
ai.answerWith((request) => ({ kind: 'stream', pieces: defaultPieces(request), pauseMs }));
setupServer(
  ...createFakeStripe().handlers,
  ...ai.handlers,
  ...createFakeMetaAdLibrary().handlers,
).listen({
  onUnhandledRequest: 'bypass',
});
