import type { AddressInfo } from 'node:net';
import { loadConfig } from './config.js';
import { startEmbedded } from './db/embedded-database.js';

// A signal during start-up stops the server once it has started (its database open), never halfway.
let stopRequested: string | undefined;
let stop = (signal: string) => {
  stopRequested ??= signal;
};
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

// jemalloc, which the launcher preloads for this process when it is installed
// (scripts/server-node-flags.mjs), is not for the processes it starts: Chromium exits at start
// with it ("GPU process isn't usable").
const preloaded = process.env.LD_PRELOAD?.split(/[:\s]+/).filter(Boolean) ?? [];
if (preloaded.some((library) => library.includes('libjemalloc'))) {
  const others = preloaded.filter((library) => !library.includes('libjemalloc'));
  if (others.length) process.env.LD_PRELOAD = others.join(':');
  else delete process.env.LD_PRELOAD;
  delete process.env.MALLOC_CONF;
}

const config = loadConfig();
// The embedded database opens in its own thread while this one loads the rest of the server.
const embedded = config.DATABASE_URL ? undefined : startEmbedded(config);
embedded?.catch(() => {}); // startServer reports its failure
const { startServer } = await import('./server.js');
const { app, db, smtp, inScope, close } = await startServer(config, { embedded });
if (db.appliedMigrations.length)
  console.log(`Applied migrations: ${db.appliedMigrations.join(', ')}`);

let stopping = false;
stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing in-flight requests, then stopping`);
  await close();
  // The schema engine's WASM runtime may leave a timer behind.
  process.exit(0);
};
if (stopRequested) await stop(stopRequested);

inScope(() =>
  app.server.listen(config.PORT, config.HOST, () => {
    const { port } = app.server.address() as AddressInfo;
    const where = config.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${config.DATA_DIR}`;
    console.log(
      `Swipestack ready at http://localhost:${port} (${where}) in ${Math.round(performance.now())} ms; inbound email on SMTP port ${smtp.port}`,
    );
  }),
);
