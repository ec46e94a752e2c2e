import { type ChildProcess, spawn } from 'node:child_process';

/** The real server (src/main.ts) as a child process, for crash, shutdown and multi-instance tests. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

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
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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
