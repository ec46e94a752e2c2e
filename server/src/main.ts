import type { AddressInfo } from 'node:net';
import { loadConfig } from './config.js';
import { startServer } from './server.js';

const config = loadConfig();
const started = Date.now();
const { app, db, smtp, close } = await startServer(config);
if (db.appliedMigrations.length)
  console.log(`Applied migrations: ${db.appliedMigrations.join(', ')}`);

app.server.listen(config.PORT, config.HOST, () => {
  const { port } = app.server.address() as AddressInfo;
  const where = config.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${config.DATA_DIR}`;
  console.log(
    `Swipestack ready at http://localhost:${port} (${where}) in ${Date.now() - started} ms; inbound email on SMTP port ${smtp.port}`,
  );
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing in-flight requests, then stopping`);
  await close();
  // The schema engine's WASM runtime may leave a timer behind.
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
