import { type Route, streamed, userIdOf } from '../http/route.js';
import { exportSwipes } from '../services/swipe-export.js';
import type { Storage } from '../storage/storage.js';

/** GET /api/export: the signed-in user's swipes and their files, as a ZIP download. */
export const exportRoute = (storage: Storage): Route => ({
  method: 'GET',
  path: '/api/export',
  auth: 'signedIn',
  handle: (c) =>
    streamed(c, async ({ res }) => {
      const day = new Date().toISOString().slice(0, 10);
      res.writeHead(200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="swipestack-export-${day}.zip"`,
        'Cache-Control': 'no-store',
      });
      try {
        await exportSwipes(userIdOf(c), storage, (chunk) => res.write(chunk));
        res.end();
      } catch (error) {
        // The download has started: all that can be done is to cut it short, visibly.
        console.error('Export failed', error);
        res.destroy();
      }
    }),
});
