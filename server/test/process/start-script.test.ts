import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';

// `npm start` (scripts/start.mjs) as a user runs it: it builds what changed, then runs the
// compiled server with plain node. A signal to it, or Ctrl+C to the terminal's process group,
// stops the server gracefully and leaves no process behind.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let started: ChildProcess | undefined;
afterEach(() => {
  // A test that failed before its signal: its whole process group goes.
  if (started?.pid && started.exitCode === null && started.signalCode === null)
    process.kill(-started.pid, 'SIGKILL');
});

const cases = [
  {
    how: 'SIGTERM to node scripts/start.mjs',
    command: [process.execPath, 'scripts/start.mjs'],
    group: false,
  },
  { how: 'SIGTERM to npm start', command: ['npm', 'start'], group: false },
  {
    how: 'Ctrl+C (SIGINT to the process group of npm start)',
    command: ['npm', 'start'],
    group: true,
  },
] as const;

it.each(cases)(
  '$how stops the compiled server gracefully and leaves no process',
  {
    // The first start builds the web app and the server when they are not built yet.
    timeout: 300_000,
  },
  async ({ command, group }) => {
    const [file, ...args] = command;
    const {
      DATABASE_URL: _database,
      REDIS_URL: _redis,
      NODE_OPTIONS: _options,
      ...env
    } = process.env;
    const child = spawn(file, args, {
      cwd: root,
      env: {
        ...env,
        PORT: '0',
        HOST: '127.0.0.1',
        SMTP_PORT: '0',
        NODE_ENV: 'test',
        DATA_DIR: await mkdtemp(path.join(tmpdir(), 'swipestack-start-')),
      },
      // Its own process group, as a terminal gives the command it runs.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started = child;
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /ready at http:\/\/localhost:(\d+)/.exec(output);
        if (match) resolve(`http://127.0.0.1:${match[1]}`);
      });
      child.on('exit', (code) => reject(new Error(`npm start exited with ${code}: ${output}`)));
    });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const pid = child.pid as number;
    const processes = descendantsOf(pid);
    // The compiled server runs with plain node (V8 flags only), no TypeScript loader.
    expect(processes.map(commandLine)).toContainEqual(
      expect.stringMatching(/node\S*( --[\w-]+=\S+)* \S*server\/dist\/main\.js$/),
    );
    expect(processes.map(commandLine).join('\n')).not.toContain('tsx');

    process.kill(group ? -pid : pid, group ? 'SIGINT' : 'SIGTERM');
    await exited;
    expect(output).toMatch(/SIG(TERM|INT): finishing in-flight requests, then stopping/);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    expect(processes.filter(isRunning)).toEqual([]);
  },
);

/** Every process below `pid` (read from /proc). */
function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // "pid (command) state ppid …": the command may hold spaces and parentheses.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(name), ppid);
    } catch {
      // The process ended while we read.
    }
  }
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, ppid] of parents)
      if (ppid === parent) {
        found.push(child);
        visit(child);
      }
  };
  visit(pid);
  return found;
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
