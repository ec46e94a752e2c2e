import path from 'node:path';
import { FREE_SWIPE_LIMIT } from '@swipestack/common/pricing';
import { z } from 'zod';
import { paths } from './paths.js';

const port = z.coerce.number().int().min(0).max(65535);
const optional = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: port.default(3000),
    DATA_DIR: z.string().default(path.join(paths.root, 'data')),
    /** Real PostgreSQL; when unset the embedded PGlite under DATA_DIR is used. */
    DATABASE_URL: optional,
    REDIS_URL: optional,
    /**
     * Accounts with these emails (comma-separated) are administrators: made so at sign-up and at
     * every start (docs/admin.md). Others are made so with `npm run admin -- promote <email>`.
     */
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email('each entry must be an email address'))),
    /**
     * Public origin of the web app (cookies' Secure flag, links in emails, page heads); unset:
     * `http://localhost:<PORT>`.
     */
    APP_ORIGIN: optional.pipe(z.url().optional()),
    /** A session ends after this long unused (sliding: each use moves the end forward). */
    SESSION_TTL_SECONDS: z.coerce.number().int().positive().default(28800),
    /** …and this long after sign-in, however active it is (absolute lifetime; 30 days). */
    SESSION_MAX_AGE_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(30 * 24 * 3600),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
    /** ffprobe and ffmpeg (Debian package `ffmpeg`) read uploaded videos (docs/swipes.md, "Videos"). */
    FFPROBE_PATH: z.string().default('/usr/bin/ffprobe'),
    FFMPEG_PATH: z.string().default('/usr/bin/ffmpeg'),
    /** Sign-in throttle window (docs/auth.md): failures count for this long from the first. */
    SIGN_IN_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
    /** Failed password checks per account from one address per window (then a hard stop). */
    SIGN_IN_ACCOUNT_ADDRESS_LIMIT: z.coerce.number().int().positive().default(5),
    /** Failed password checks from one address across all accounts per window. */
    SIGN_IN_ADDRESS_LIMIT: z.coerce.number().int().positive().default(20),
    /**
     * Once an account has had SIGN_IN_ACCOUNT_ADDRESS_LIMIT checks in a window from any
     * addresses, each further check waits this long after the previous one, doubling each time.
     */
    SIGN_IN_ACCOUNT_DELAY_SECONDS: z.coerce.number().positive().default(1),
    SIGN_IN_ACCOUNT_DELAY_MAX_SECONDS: z.coerce.number().positive().default(60),
    /** Sign-up attempts (that pass the form's rules) per address per SIGN_UP_WINDOW_SECONDS. */
    SIGN_UP_ADDRESS_LIMIT: z.coerce.number().int().positive().default(10),
    SIGN_UP_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
    /**
     * GraphQL operations one browser session / one personal token may run per
     * GRAPHQL_BUDGET_WINDOW_SECONDS; past it, 429 RATE_LIMITED with Retry-After. 0: no budget.
     */
    GRAPHQL_SESSION_BUDGET: z.coerce.number().int().min(0).default(600),
    GRAPHQL_TOKEN_BUDGET: z.coerce.number().int().min(0).default(300),
    GRAPHQL_BUDGET_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
    /** How long one GraphQL query may run before it is answered with TIMEOUT (docs/graphql.md). */
    GRAPHQL_QUERY_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
    /**
     * Memory for cached answers of the team pages' read-only queries, in MB (0: no cache), kept
     * valid by data versions the database bumps (docs/performance.md, "Response cache").
     */
    RESPONSE_CACHE_MB: z.coerce.number().min(0).default(20),
    /** Connections to PostgreSQL per instance (default: two per core, at least 4). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
    /** PostgreSQL's statement_timeout for the server's database connections (0: none). */
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
    /** Swipes a team on the Free plan may hold (default: the shared Free cap, spec §9). */
    FREE_SWIPE_LIMIT: z.coerce.number().int().positive().default(FREE_SWIPE_LIMIT),
    /** Pages captured at once, each in its own browser context (email screenshots: a lane of their own). */
    CAPTURE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
    /** Time limit of one page capture, in milliseconds. */
    CAPTURE_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    /** How often the job queue looks for jobs whose worker died (their lease expired). */
    JOB_MAINTENANCE_INTERVAL_SECONDS: z.coerce.number().int().positive().default(30),
    /**
     * A support reply the user has not read this long after it was sent is emailed to them
     * (services/support/support.ts).
     */
    SUPPORT_EMAIL_DELAY_SECONDS: z.coerce.number().int().nonnegative().default(300),
    /**
     * A mention is emailed once its member has not been active (no request from a tab or the
     * extension) for this long and has not read it (docs/collaboration.md).
     */
    MENTION_EMAIL_DELAY_SECONDS: z.coerce.number().int().positive().default(900),
    /** At most one mention email per member this often; the next one gathers the rest. */
    MENTION_EMAIL_INTERVAL_SECONDS: z.coerce.number().int().nonnegative().default(600),
    /**
     * How often an instance tells the others who has its teams open (presence); an instance
     * not heard from for three beats is taken to be gone.
     */
    PRESENCE_HEARTBEAT_SECONDS: z.coerce.number().positive().default(5),
    /** How often WebSockets are pinged; one that has not answered the last ping is dropped. */
    WS_PING_INTERVAL_SECONDS: z.coerce.number().positive().default(10),
    /** When the daily digest of unread notifications goes out (UTC cron); `off`: never. */
    NOTIFICATION_DIGEST_CRON: z.string().trim().min(1).default('0 7 * * *'),
    /**
     * AI Remix's provider (docs/remix.md): any OpenAI-compatible chat API, such as
     * `https://api.openai.com/v1` or Ollama's `http://localhost:11434/v1`. Unset: AI Remix says
     * how to set it up and writes nothing.
     */
    AI_BASE_URL: optional.pipe(z.url().optional()),
    /** The provider's API key (sent as a bearer token); local servers usually need none. */
    AI_API_KEY: optional,
    /** The model to ask, e.g. `gpt-4o-mini` or `llama3.1`. */
    AI_MODEL: optional,
    /** How long a variant may take to be written before it is stopped, in seconds. */
    AI_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(90),
    /**
     * The provider's speech-to-text model for video transcripts (docs/remix.md, "Video transcripts"), asked
     * at `AI_BASE_URL/audio/transcriptions` when AI is switched on.
     */
    AI_TRANSCRIPTION_MODEL: z.string().trim().min(1).default('whisper-1'),
    /**
     * Ad Finder (docs/finder.md): an access token of Meta's Ad Library API. Unset: Finder searches
     * the team's ads and the gallery, says what the token adds, and no brand can be tracked.
     */
    META_AD_LIBRARY_TOKEN: optional,
    /** Meta's Graph API, with its version. */
    META_GRAPH_API_URL: z.url().default('https://graph.facebook.com/v23.0'),
    /** The public page of one ad (`?id=` is added): what a saved ad's capture shows. */
    META_AD_LIBRARY_PAGE_URL: z.url().default('https://www.facebook.com/ads/library/'),
    /** When tracked brands are checked (cron, UTC). */
    AD_TRACKING_CRON: z.string().default('0 6 * * *'),
    /** When members get the day's digest of their tracked brands' new ads (cron, UTC). */
    AD_DIGEST_CRON: z.string().default('0 8 * * *'),
    /** Lets captures reach loopback and private addresses: for tests only, never in production. */
    CAPTURE_ALLOW_PRIVATE_ADDRESSES: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /**
     * The first retry of a failed webhook delivery waits this long; each next one four times as
     * long (docs/webhooks.md). Tests make it small rather than wait.
     */
    WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().positive().default(30),
    /** Where files go: `local` (DATA_DIR/blobs) or `s3` (a bucket of any S3-compatible store). */
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: optional,
    S3_REGION: z.string().default('us-east-1'),
    /** An S3-compatible store's URL (MinIO, R2, …); unset means AWS. */
    S3_ENDPOINT: optional.pipe(z.url().optional()),
    /** Without both keys the AWS SDK's credential chain is used. */
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    /** Path-style addressing (`endpoint/bucket/key`), which most S3-compatible stores need. */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** Put before every object key, e.g. `swipestack/`. */
    S3_PREFIX: z.string().default(''),
    /** Inbound email (SMTP) listener; 0 picks a free port (tests). */
    SMTP_PORT: port.default(2525),
    /** Interface the SMTP listener binds; unset: HOST. */
    SMTP_HOST: optional,
    /** Domain of users' inbound addresses `<token>@<domain>`; unset: APP_ORIGIN's host name. */
    INBOUND_EMAIL_DOMAIN: optional.pipe(
      z
        .string()
        .toLowerCase()
        .regex(/^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'must be a domain name')
        .optional(),
    ),
    /** Largest inbound message, in bytes; bigger ones are refused before parsing. */
    INBOUND_EMAIL_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(25 * 1024 * 1024),
    /** Outgoing mail server, e.g. `smtp://user:pass@smtp.example.com:587`; unset: DATA_DIR/outbox. */
    SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    /** From address of outgoing mail; unset: `Swipestack <no-reply@…>` at APP_ORIGIN's host. */
    MAIL_FROM: optional,
    /** PostHog project key: analytics events are forwarded there too (docs/analytics.md). */
    POSTHOG_KEY: optional,
    /** PostHog's address (its EU cloud or your own instance). */
    POSTHOG_HOST: z.url().default('https://us.i.posthog.com'),
    /** Sentry project DSN: reported errors are forwarded there too (docs/errors.md). */
    SENTRY_DSN: optional.pipe(z.url().optional()),
    /** How many error events one session (or address, signed out) may report a minute. */
    MONITORING_EVENTS_PER_MINUTE: z.coerce.number().int().positive().default(60),
    /** Stripe secret key (`sk_…`); unset: plans and caps still apply, payments are off. */
    STRIPE_SECRET_KEY: optional,
    /** Signing secret of the webhook endpoint `/api/billing/webhook` (`whsec_…`). */
    STRIPE_WEBHOOK_SECRET: optional,
    /** Prices to sell (`price_…`); unset: Checkout creates $12 a month or $120 a year inline. */
    STRIPE_PRICE_MONTHLY: optional,
    STRIPE_PRICE_ANNUAL: optional,
    /** Stripe Tax on Checkout (needs a tax registration in the Stripe account). */
    STRIPE_AUTOMATIC_TAX: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /**
     * Push key of the in-app messaging widget (Userlist): signs the tokens of
     * `POST /api/userlist_token` (HS256). Unset: that path answers 404.
     */
    USERLIST_PUSH_KEY: optional,
    /** The push key's id, sent as the tokens' `kid` header when set. */
    USERLIST_PUSH_ID: optional,
  })
  .superRefine((config, context) => {
    if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required when STRIPE_SECRET_KEY is set (webhooks keep plans current)',
      });
    }
    if (config.AI_BASE_URL && !config.AI_MODEL) {
      context.addIssue({
        code: 'custom',
        path: ['AI_MODEL'],
        message: 'is required when AI_BASE_URL is set (the model AI Remix asks)',
      });
    }
    if (config.STORAGE_DRIVER === 's3' && !config.S3_BUCKET) {
      context.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'is required when STORAGE_DRIVER=s3',
      });
    }
  })
  .transform((config) => ({
    ...config,
    APP_ORIGIN: config.APP_ORIGIN ?? `http://localhost:${config.PORT}`,
  }));

export type Config = z.infer<typeof schema> & {
  /** In-memory PGlite (tests only). */
  memoryDatabase?: boolean;
};

/** The domain of inbound addresses: INBOUND_EMAIL_DOMAIN, else APP_ORIGIN's host name. */
export function inboundEmailDomain(config: Pick<Config, 'INBOUND_EMAIL_DOMAIN' | 'APP_ORIGIN'>) {
  return config.INBOUND_EMAIL_DOMAIN ?? new URL(config.APP_ORIGIN).hostname.toLowerCase();
}

/** Every environment variable the server reads, validated, with defaults. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
