import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { FAKE_AI_BASE_URL, FAKE_AI_MODEL } from '../server/test/ai/fake-ai-provider';
import { FAKE_META_TOKEN } from '../server/test/meta/fake-meta-ad-library';
import { E2E_STRIPE_WEBHOOK_SECRET } from './tests/stripeHelpers';

const PORT = Number(process.env.E2E_PORT ?? 3917);
const BASE_URL = `http://localhost:${PORT}`;
// The server's inbound SMTP port: fixed per E2E_PORT, so runs on different ports do not clash
// (3917 → 2917); `npm test` picks a free one. Specs read it from E2E_SMTP_PORT.
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT - 1000);
process.env.E2E_SMTP_PORT = String(SMTP_PORT);
// Where finder.spec.ts serves the page of the ad it saves (what its capture shows).
const META_PAGE_PORT = Number(process.env.E2E_META_PAGE_PORT ?? PORT + 7);
process.env.E2E_META_PAGE_PORT = String(META_PAGE_PORT);
// A fresh embedded database per run, so every run starts from an empty app. Workers load this
// file again with the runner's environment: they keep the runner's directory (the tests read
// the server's outbox in it), never one of their own.
const DATA_DIR_PREFIX = path.join(os.tmpdir(), 'swipestack-e2e-');
const DATA_DIR = process.env.E2E_DATA_DIR?.startsWith(DATA_DIR_PREFIX)
  ? process.env.E2E_DATA_DIR
  : `${DATA_DIR_PREFIX}${Date.now()}`;
process.env.E2E_DATA_DIR = DATA_DIR;

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  outputDir: './test-results',
  fullyParallel: true,
  // Two workers (the machine has two cores); they share one server and its embedded database.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // A deadline for a hang, not for a slow machine: two specs took 33 s beside other work.
  timeout: 60_000,
  // An expectation's deadline, too, is for a hang: the embedded database runs one transaction at
  // a time, and a long one in the other worker's test (an import) holds every read meanwhile.
  expect: { timeout: 20_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    headless: true,
    // A failed test keeps its trace (each action with its timing, the console and the network)
    // without the screencast or DOM snapshots: recording those cost the browsers about a third
    // of the suite's CPU. Its screenshot at the failure is kept on its own.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // A page and its frames share a renderer (site isolation guards a browser against the
        // sites it meets; these are the tests' own), and no background features: about 6 % less
        // CPU over five spec files (A/B/A/B: 145, 133, 127, 120 CPU-seconds).
        '--disable-site-isolation-trials',
        '--disable-features=IsolateOrigins,site-per-process,Translate,OptimizationHints,MediaRouter',
      ],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: '..',
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      SMTP_PORT: String(SMTP_PORT),
      SMTP_HOST: '127.0.0.1',
      DATA_DIR,
      APP_ORIGIN: BASE_URL,
      NODE_ENV: 'production',
      // Tests only: lets page captures reach the pages the specs serve on 127.0.0.1 (never set
      // this in production), and gives up on unreachable pages sooner.
      CAPTURE_ALLOW_PRIVATE_ADDRESSES: 'true',
      CAPTURE_TIMEOUT_MS: '15000',
      // Every spec signs its users up from 127.0.0.1 and some drive one session hard: the
      // production limits per address and per session would stop them (docs/auth.md).
      SIGN_UP_ADDRESS_LIMIT: '100000',
      SIGN_IN_ADDRESS_LIMIT: '1000',
      GRAPHQL_SESSION_BUDGET: '100000',
      GRAPHQL_TOKEN_BUDGET: '100000',
      // A busy test machine must not turn slow answers into TIMEOUT errors (default 5 s).
      GRAPHQL_QUERY_TIMEOUT_MS: '30000',
      // A mention is emailed once its member has been away this long (default 15 minutes):
      // short, so collaboration.spec.ts sees the email land.
      MENTION_EMAIL_DELAY_SECONDS: '3',
      // Payments through Stripe's API as answered by msw in the server process (the only
      // mock allowed: a third party's API); the specs sign webhooks with this secret.
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
      STRIPE_AUTOMATIC_TAX: 'false',
      // AI Remix writes through an OpenAI-compatible API answered by msw in the same way.
      AI_BASE_URL: FAKE_AI_BASE_URL,
      AI_MODEL: FAKE_AI_MODEL,
      AI_API_KEY: 'sk-e2e',
      // Ad Finder asks Meta's Ad Library, answered by msw in the same way; a saved ad's page is
      // served by the spec that saves one (finder.spec.ts).
      META_AD_LIBRARY_TOKEN: FAKE_META_TOKEN,
      META_AD_LIBRARY_PAGE_URL: `http://127.0.0.1:${META_PAGE_PORT}/ads/library/`,
      NODE_OPTIONS: `--import tsx --import ${path.join(import.meta.dirname, '../server/test/third-party-apis.ts')}`,
    },
  },
});
