import type { AddressInfo } from 'node:net';
import { loadConfig } from './config.js';
import { startServer } from './server.js';

// A signal during start-up stops the server once it has started (its database open), never halfway.
let stopRequested: string | undefined;
let stop = (signal: string) => {
  stopRequested ??= signal;
};
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

const config = loadConfig();
const started = Date.now();
const { app, db, smtp, close } = await startServer(config);
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

app.server.listen(config.PORT, config.HOST, () => {
  const { port } = app.server.address() as AddressInfo;
  const where = config.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${config.DATA_DIR}`;
  console.log(
    `Swipestack ready at http://localhost:${port} (${where}) in ${Date.now() - started} ms; inbound email on SMTP port ${smtp.port}`,
  );
});
