// `npm start`: the whole app on PORT (default 3000) with the embedded database under DATA_DIR.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWeb, ensureSystemPackages, generatePrismaClient, root } from './lib.mjs';
import { serverNodeFlags } from './server-node-flags.mjs';

// Page captures and email screenshots need Chromium: installed with apt as root, else the
// command is printed (the server starts anyway; captures wait in the queue until it is there).
if (!process.env.CHROMIUM_PATH) ensureSystemPackages(['chromium'], { optional: true });
await generatePrismaClient();
await buildWeb();

const server = spawn(
  process.execPath,
  [...serverNodeFlags, '--import', 'tsx', path.join(root, 'server/src/main.ts')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
