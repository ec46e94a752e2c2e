import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { SIGN_UP, uniqueEmail } from '../harness.js';

/** The real server (src/main.ts) as a child process, for crash, shutdown and multi-instance tests. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

// `npm test` builds the server before its suites and names the build in TEST_SERVER_ENTRY: it
// starts on about 2 s less of a core than the sources through tsx (some twenty starts a run).
// Without it (a developer's `npx vitest`), the sources start.
const serverEntry = process.env.TEST_SERVER_ENTRY
  ? [process.env.TEST_SERVER_ENTRY]
  : ['--import', 'tsx', 'src/main.ts'];

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  // The test's own database and Redis (an embedded database under DATA_DIR unless `env`
  // names a server), never the ones the test run was started with.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const childEnv: NodeJS.ProcessEnv = {
    ...inherited,
    PORT: '0',
    HOST: '127.0.0.1',
    SMTP_PORT: '0',
    NODE_ENV: 'test',
    ...env,
  };
  const child = spawn(process.execPath, serverEntry, {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return { url, child, exited, output: () => output };
}

/** A GraphQL request to a server process (its session cookie, if any, sent back). */
export async function processGql(url: string, query: string, variables: object, cookie?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return {
    // biome-ignore lint/suspicious/noExplicitAny: tests read the fields they asked for
    body: (await response.json()) as any,
    cookie: response.headers.getSetCookie()[0]?.split(';')[0],
  };
}

/**
 * A new user of the server process saves a web page in their Personal team: its capture job is
 * queued. Answers the swipe's id and the user's session cookie (valid after a restart too).
 */
export async function saveWebsiteSwipe(url: string, pageUrl: string, title?: string) {
  const { cookie } = await processGql(url, SIGN_UP, {
    input: { email: uniqueEmail(), password: 'password123', name: 'Process' },
  });
  const teams = await processGql(
    url,
    '{ viewer { teams(first: 1) { edges { node { id } } } } }',
    {},
    cookie,
  );
  const teamId = teams.body.data.viewer.teams.edges[0].node.id;
  const saved = await processGql(
    url,
    'mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }',
    { input: { teamId, kind: 'WEBSITE', url: pageUrl, ...(title ? { title } : {}) } },
    cookie,
  );
  return { swipeId: saved.body.data.createSwipe.swipe.id as string, cookie };
}

/**
 * A POST that sends its head with `Expect: 100-continue` at once and its body on `send()`: a
 * request in flight while the server is told to stop.
 */
export function heldPost(url: string, body: string, headers: Record<string, string> = {}) {
  const outgoing = request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
      ...headers,
    },
  });
  const continued = new Promise<void>((resolve) => outgoing.once('continue', resolve));
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    outgoing.once('error', reject);
    outgoing.once('response', (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => {
        text += chunk;
      });
      incoming.once('end', () => resolve({ status: incoming.statusCode ?? 0, body: text }));
      incoming.once('error', reject);
    });
  });
  outgoing.flushHeaders();
  return { continued, response, send: () => outgoing.end(body) };
}
