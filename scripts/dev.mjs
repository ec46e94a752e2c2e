// `npm run dev`: the server with reload (tsx watch) and the Vite dev server, side by side.
// SIGTERM, SIGINT (Ctrl+C) and SIGHUP (the terminal closed) stop both, and the server
// finishes its requests in flight; this process exits once both have.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { generatePrismaClient, root, runningChildren } from './lib.mjs';

let children = [];
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    if (children.length) return stop(signal === 'SIGHUP' ? 'SIGTERM' : signal);
    for (const child of runningChildren) child.kill(signal);
    process.exit(128 + { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 }[signal]);
  });

await generatePrismaClient();
const bin = (name) => path.join(root, 'node_modules/.bin', name);
children = [
  // A process group of its own: Ctrl+C reaches tsx only through `stop`, once. tsx passes a
  // signal on to the server and waits for it, but kills it outright on a second signal.
  spawn(bin('tsx'), ['watch', 'server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  }),
  // In the terminal's process group: it reads its keyboard shortcuts from the terminal.
  spawn(bin('vite'), [], { cwd: path.join(root, 'web'), stdio: 'inherit' }),
];
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    if (code) process.exitCode = code;
  });
