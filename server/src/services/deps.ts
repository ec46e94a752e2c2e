import type { Config } from '../config.js';
import type { Mailer } from '../email/mailer.js';
import type { MetaSettings } from '../finder/meta-ad-library.js';
import type { Storage } from '../storage/storage.js';

/**
 * What services need from the running server besides the database, built once by
 * `serviceDeps` (server.ts) and handed to them by GraphQL's context, REST routes and job workers.
 * A service takes the `Pick` of it that it uses.
 */
export interface ServiceDeps {
  storage: Storage;
  mailer: Mailer;
  /** The web app's origin, for the links in emails and answers. */
  appOrigin: string;
  /** Where the image endpoint caches resized variants and imports wait for their run. */
  dataDir: string;
  settings: { freeSwipeLimit: number };
  /** Meta's Ad Library (Ad Finder, tracked brands, Discover's links). */
  meta: MetaSettings;
  supportEmailDelaySeconds: number;
  mentionEmailDelaySeconds: number;
  mentionEmailIntervalSeconds: number;
  /** ffprobe and ffmpeg, which read uploaded videos (services/videos/). */
  ffmpeg: Pick<Config, 'FFPROBE_PATH' | 'FFMPEG_PATH'>;
}

export function serviceDeps(config: Config, storage: Storage, mailer: Mailer): ServiceDeps {
  return {
    storage,
    mailer,
    appOrigin: config.APP_ORIGIN,
    dataDir: config.DATA_DIR,
    settings: { freeSwipeLimit: config.FREE_SWIPE_LIMIT },
    meta: config,
    supportEmailDelaySeconds: config.SUPPORT_EMAIL_DELAY_SECONDS,
    mentionEmailDelaySeconds: config.MENTION_EMAIL_DELAY_SECONDS,
    mentionEmailIntervalSeconds: config.MENTION_EMAIL_INTERVAL_SECONDS,
    ffmpeg: config,
  };
}
