// `npm start`: the whole app on PORT (default 3000) with the embedded database under DATA_DIR.
// Builds what changed (Prisma client, web app, compiled server), then runs server/dist/main.js
// with plain node. SIGTERM and SIGINT reach the server, which finishes in-flight requests and
// stops; this process exits with it. A signal during the builds stops them and exits.
import { spawn } from 'node:child_process';
import { buildServer, serverEntry } from './build-server.mjs';
import {
  buildWeb,
  ensureSystemPackages,
  generatePrismaClient,
  root,
  runningChildren,
} from './lib.mjs';
import { serverEnvironment, serverNodeFlags } from './server-node-flags.mjs';

let server = null;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    if (server) return server.kill(signal);
    for (const child of runningChildren) child.kill(signal);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });

// Page captures and email screenshots need Chromium, videos ffmpeg, and the server keeps less
// memory with jemalloc: installed with apt as root, else the command is printed (the server
// starts anyway; captures wait in the queue until Chromium is there, video uploads answer 503).
ensureSystemPackages(
  [...(process.env.CHROMIUM_PATH ? [] : ['chromium']), 'ffmpeg', 'libjemalloc2'],
  { optional: true },
);
await generatePrismaClient();
await Promise.all([buildWeb(), buildServer()]);

server = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
  cwd: root,
  env: { ...serverEnvironment(), ...process.env },
  stdio: 'inherit',
});
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
