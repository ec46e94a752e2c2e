import type PgBoss from 'pg-boss';
import type { ServiceDeps } from '../services/deps.js';
import type { AdSaveDeps } from '../services/finder/ad-saving.js';
import { sendTrackedAdsDigests } from '../services/finder/tracked-ads-digest.js';
import {
  activeTrackedBrandIds,
  checkTrackedBrand,
} from '../services/finder/tracked-brand-check.js';
import {
  AD_DIGEST_QUEUE,
  AD_TRACKING_DAILY_QUEUE,
  enqueueTrackedBrandChecks,
  TRACKED_BRAND_CHECK_QUEUE,
  type TrackedBrandCheckJob,
} from './queue.js';

/** Tracked brands' checks, their daily run and the daily digest (docs/finder.md). */
export async function startAdTrackingWorker(
  boss: PgBoss,
  deps: AdSaveDeps & Pick<ServiceDeps, 'mailer'>,
) {
  await boss.work<TrackedBrandCheckJob>(
    TRACKED_BRAND_CHECK_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 2 },
    async ([job]) => {
      if (job) await checkTrackedBrand(job.data.trackedBrandId, deps);
    },
  );
  await boss.work(AD_TRACKING_DAILY_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    await enqueueTrackedBrandChecks(await activeTrackedBrandIds());
  });
  await boss.work(AD_DIGEST_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    await sendTrackedAdsDigests(deps);
  });
}
