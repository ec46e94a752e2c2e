import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import type { Config } from '../src/config.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { embeddedUrl, newEmbeddedPassword } from '../src/db/embedded-address.js';
import { startEmbedded } from '../src/db/embedded-database.js';
import { EmbeddedPostgresServer } from '../src/db/embedded-postgres-server.js';
import { applyMigrations, loadMigrations } from '../src/db/migrations.js';
import type { AppOptions } from '../src/http/app.js';
import { startServer } from '../src/server.js';

/**
 * A real server on a loopback port over a fresh database: in-memory PGlite, or a scratch
 * database on the PostgreSQL server named by TEST_DATABASE_URL (the `postgres` test project).
 */
export interface TestServer {
  url: string;
  config: Config;
  db: Database;
  /** The inbound SMTP listener's port (on 127.0.0.1). */
  smtpPort: number;
  /** Runs `work` as this server's (server-scope.ts): what it binds, the server's work sees. */
  inScope<R>(work: () => R): R;
  /** SQL statements issued since the last `takeQueries()`. */
  takeQueries(): string[];
  client(options?: { ip?: string }): TestClient;
  close(): Promise<void>;
}

/**
 * A database of its own on the PostgreSQL server at `adminUrl`, dropped afterwards: empty, or
 * with `migrated`, a copy of a template that has every migration (applying the migrations costs
 * a server start about a second of the database's time; a copy, a few milliseconds).
 */
export async function scratchPostgres(adminUrl: string, options: { migrated?: boolean } = {}) {
  const name = `swipestack_test_${randomBytes(6).toString('hex')}`;
  const template = options.migrated ? await migratedTemplate(adminUrl) : undefined;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // Closed pools may still be saying goodbye: wait for them rather than kill them
      // (a killed connection raises an error in whichever client still holds it).
      for (let attempt = 0; ; attempt++) {
        try {
          await client.query(
            `DROP DATABASE IF EXISTS ${name}${attempt >= 20 ? ' WITH (FORCE)' : ''}`,
          );
          break;
        } catch (error) {
          if (attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await client.end();
    },
  };
}

/**
 * The name of a database with every committed migration applied, made once per set of
 * migrations and shared by all test workers (its name carries the migrations' hash). Built
 * under a name of its own and renamed when done, so nobody copies a half-migrated one.
 */
function migratedTemplate(adminUrl: string) {
  let template = templates.get(adminUrl);
  if (!template) {
    template = buildTemplate(adminUrl);
    // A failed build is not kept: the next server tries again.
    template.catch(() => templates.delete(adminUrl));
    templates.set(adminUrl, template);
  }
  return template;
}
const templates = new Map<string, Promise<string>>();

async function buildTemplate(adminUrl: string) {
  const hash = createHash('sha256');
  for (const migration of (await loadMigrations()).migrationDirectories)
    hash.update(migration.path).update(migration.migrationFile.content.value);
  const template = `swipestack_template_${hash.digest('hex').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // One builder at a time across the test workers: two renames to the same name race inside
  // PostgreSQL's catalog (a unique violation rather than "already exists").
  await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (exists.rowCount) return template;
    const building = await scratchPostgres(adminUrl);
    const pool = new pg.Pool({ connectionString: building.url, max: 1 });
    await applyMigrations(new PrismaPg(pool)).finally(() => pool.end());
    const buildingName = new URL(building.url).pathname.slice(1);
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`ALTER DATABASE ${buildingName} RENAME TO ${template}`);
        return template;
      } catch (error) {
        // The migrations' pool may still be saying goodbye.
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await admin.end();
  }
}

/**
 * A data directory with every migration applied, made once per test process: each in-memory
 * database starts as a copy of it. A fresh PGlite runs initdb (about 2 s of a core) and then the
 * migrations (about 1 s more); a copy starts in about 0.7 s.
 */
function migratedPGlite() {
  migratedCopy ??= (async () => {
    const pglite = new PGlite();
    const password = newEmbeddedPassword();
    const server = new EmbeddedPostgresServer(pglite, password);
    const pool = new pg.Pool({
      connectionString: embeddedUrl(await server.start(), password),
      max: 1,
    });
    await applyMigrations(new PrismaPg(pool)).finally(() => pool.end());
    await server.stop();
    const copy = new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
    await pglite.close();
    return copy;
  })();
  return migratedCopy;
}
let migratedCopy: Promise<Uint8Array<ArrayBuffer>> | undefined;

export interface TestServerOptions extends AppOptions {
  /** Runs the capture worker (system Chromium) as the server does. */
  captureWorker?: boolean;
  /** How often a missing browser is looked for again (startServer's default: 5 s). */
  browserCheckMs?: number;
}

/** The server's parts over a fresh database, its HTTP server not listening yet. */
async function bootTestServer(env: Record<string, string>, options: TestServerOptions) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const scratch = adminUrl ? await scratchPostgres(adminUrl, { migrated: true }) : undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'swipestack-test-'));
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      APP_ORIGIN: 'http://localhost:3000',
      DATA_DIR: dataDir,
      SMTP_PORT: '0',
      SMTP_HOST: '127.0.0.1',
      // Tests sign many users up from one address and run many operations in one session;
      // the tests of these limits set them (sign-in-throttle, request-budget).
      SIGN_UP_ADDRESS_LIMIT: '1000000',
      GRAPHQL_SESSION_BUDGET: '0',
      GRAPHQL_TOKEN_BUDGET: '0',
      // A busy test machine must not turn slow answers into TIMEOUT errors (tests of the
      // limits set their own).
      GRAPHQL_QUERY_TIMEOUT_MS: '60000',
      DB_STATEMENT_TIMEOUT_MS: '60000',
      // No clock for the daily digest (its test runs the job itself).
      NOTIFICATION_DIGEST_CRON: 'off',
      ...env,
    }),
    DATABASE_URL: scratch?.url,
    memoryDatabase: !scratch,
  };
  const queries: string[] = [];
  const started = await startServer(config, {
    ...options,
    ...(scratch ? {} : { embedded: migratedPGlite().then((copy) => startEmbedded(config, copy)) }),
    captureWorker: Boolean(options.captureWorker),
    // Not the once-a-minute note that a user is active
    // (services/notifications/notification-settings.ts): it is written beside a request, not by it,
    // so the counts of what a page costs leave it out.
    onQuery: (sql) => {
      if (!sql.startsWith('INSERT INTO notification_settings')) queries.push(sql);
    },
    mailLog: () => {},
  });
  return {
    ...started,
    config,
    queries,
    async close() {
      await started.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const { app, db, smtp, config, queries, inScope, close } = await bootTestServer(env, options);
  await new Promise<void>((resolve) => inScope(() => app.server.listen(0, '127.0.0.1', resolve)));
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    config,
    db,
    smtpPort: smtp.port,
    inScope,
    takeQueries: () => queries.splice(0),
    client: (options) => new TestClient(url, options?.ip),
    close,
  };
}

/**
 * The fast tier: the same server over a fresh database, called in-process through its router
 * (`router.request`, no port, no socket). Routes that stream to a Node response (files, images,
 * the export ZIP) need `startTestServer`.
 */
export interface TestRouter {
  config: Config;
  db: Database;
  /** One request, answered by the router: `request('/api/…', { method, headers, body })`. */
  request(path: string, init?: RequestInit): Promise<Response>;
  client(options?: { ip?: string }): TestClient;
  /** The SQL statements run since the last call. */
  takeQueries(): string[];
  close(): Promise<void>;
}

export async function startTestRouter(env: Record<string, string> = {}): Promise<TestRouter> {
  const { app, db, config, queries, inScope, close } = await bootTestServer(env, {});
  const request = async (target: string, init?: RequestInit) =>
    inScope(() => app.router.request(target, init));
  return {
    config,
    db,
    request,
    takeQueries: () => queries.splice(0),
    client: (options) => new TestClient(ROUTER_ORIGIN, options?.ip, request),
    close,
  };
}

/** The origin of in-process requests (no server listens there). */
const ROUTER_ORIGIN = 'http://localhost';

export interface GraphQLResponse<T = any> {
  status: number;
  headers: Headers;
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** A browser-like GraphQL client: keeps the cookies the server sets and sends them back. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  lastSetCookies: string[] = [];

  constructor(
    readonly url: string,
    private readonly ip?: string,
    /** How requests are sent: over the network, or to a router in-process (`startTestRouter`). */
    private readonly send: (url: string, init: RequestInit) => Promise<Response> = (url, init) =>
      fetch(url, init),
  ) {}

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(init: RequestInit & { path?: string } = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size && !headers.has('cookie')) headers.set('cookie', this.cookieHeader());
    if (this.ip) headers.set('x-forwarded-for', this.ip);
    const response = await this.send(`${this.url}${init.path ?? '/graphql'}`, { ...init, headers });
    this.lastSetCookies = response.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return response;
  }

  async gql<T = any>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<GraphQLResponse<T>> {
    const response = await this.request({
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: GraphQLResponse['errors'] };
    return { status: response.status, headers: response.headers, ...body };
  }

  signUp(input: { email: string; password?: string; name?: string }) {
    return this.gql(SIGN_UP, {
      input: { password: 'correct horse', name: 'Ann Example', ...input },
    });
  }

  signIn(email: string, password = 'correct horse') {
    return this.gql(SIGN_IN, { input: { email, password } });
  }
}

const ERRORS = `errors { __typename ... on Error { message } ... on FieldError { field } }`;
export const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { viewer { id name email } ${ERRORS} } }`;
export const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { viewer { id name }
  errors { __typename ... on Error { message } ... on FieldError { field } ... on RateLimitError { retryAfterSeconds } } } }`;
export const VIEWER = `query { viewer { id name email teams(first: 10) { edges { node { id name type viewerRole swipeCount } } } } }`;

let counter = 0;
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}${counter}-${randomBytes(3).toString('hex')}@example.com`;
}
