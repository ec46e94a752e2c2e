import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { serverEnvironment, serverNodeFlags } from '../../scripts/server-node-flags.mjs';

// A server of a spec's own, beside the shared one: the compiled server the run built, as
// `npm start` runs it, on free ports over an embedded database of its own, with none of the
// shared server's third parties (no Stripe, no AI provider, no Meta Ad Library) unless `env`
// adds them. For what the shared server cannot show: a restart (live-reconnect.spec.ts), a
// server without payments or AI (unconfigured.spec.ts).
const root = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export class OwnServer {
  private process: ChildProcess | null = null;
  private output = '';

  constructor(
    readonly port: number,
    private readonly smtpPort: number,
    private readonly dataDir: string,
    private readonly env: Record<string, string> = {},
  ) {}

  get baseURL() {
    return `http://localhost:${this.port}`;
  }

  async start() {
    const child = spawn(
      process.execPath,
      [...serverNodeFlags, path.join(root, 'server/dist/main.js')],
      {
        cwd: root,
        // Not the runner's environment: no DATABASE_URL, REDIS_URL or S3 of the shared server.
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? os.homedir(),
          ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}),
          ...serverEnvironment(),
          NODE_ENV: 'production',
          PORT: String(this.port),
          SMTP_PORT: String(this.smtpPort),
          SMTP_HOST: '127.0.0.1',
          DATA_DIR: this.dataDir,
          APP_ORIGIN: this.baseURL,
          GRAPHQL_QUERY_TIMEOUT_MS: '30000',
          ...this.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.process = child;
    child.stdout?.on('data', (chunk) => {
      this.output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      this.output += chunk;
    });
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`The server exited:\n${this.output}`);
          return fetch(`${this.baseURL}/healthz`).then(
            (response) => response.status,
            () => 0,
          );
        },
        { message: 'the server is healthy', timeout: 120_000 },
      )
      .toBe(200);
  }

  /** SIGTERM, as a deploy stops it; resolves once the process has exited. */
  async stop() {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
