import type { AddressInfo } from 'node:net';
import { CaptureBrowser } from './capture/index.js';
import { loadConfig } from './config.js';
import { bindPrisma } from './db/client.js';
import { openDatabase } from './db/database.js';
import { createMailer } from './email/mailer.js';
import { createApp } from './http/app.js';
import { startCaptureWorker } from './jobs/capture-worker.js';
import { startJobQueue, stopJobQueue } from './jobs/queue.js';
import { createEventBus } from './realtime/event-bus.js';
import { createStorage } from './storage/storage.js';

const config = loadConfig();
const started = Date.now();
const db = await openDatabase(config);
if (db.appliedMigrations.length)
  console.log(`Applied migrations: ${db.appliedMigrations.join(', ')}`);
bindPrisma(db.prisma);
const pubsub = createEventBus(config);
const storage = createStorage(config);
const jobs = await startJobQueue(db.url, {
  captureTimeoutMs: config.CAPTURE_TIMEOUT_MS,
  maintenanceIntervalSeconds: config.JOB_MAINTENANCE_INTERVAL_SECONDS,
});
const browser = new CaptureBrowser({ executablePath: config.CHROMIUM_PATH });
await startCaptureWorker(jobs, { storage, browser, config });
const mailer = createMailer(config);
const app = createApp(db, { config, pubsub, storage, mailer });

app.server.listen(config.PORT, config.HOST, () => {
  const { port } = app.server.address() as AddressInfo;
  const where = config.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${config.DATA_DIR}`;
  console.log(
    `Swipestack ready at http://localhost:${port} (${where}) in ${Date.now() - started} ms`,
  );
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing in-flight requests, then stopping`);
  await app.close();
  await stopJobQueue(jobs);
  await browser.close();
  await pubsub.close();
  mailer.close();
  await db.close();
  // The schema engine's WASM runtime may leave a timer behind.
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
