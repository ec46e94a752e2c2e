import { z } from 'zod';
import { trackPageview } from '../services/admin/analytics.js';
import { FieldError } from '../services/errors.js';
import { openRestChange } from './route.js';

/**
 * POST /api/analytics/pageview {path} → {data: {recorded}}: the web app's pageview on a route
 * change (docs/analytics.md). Signed out too; the account is the session's. `recorded: false`
 * when the browser asks not to be tracked (DNT, Sec-GPC).
 */
export const pageviewRoute = openRestChange({
  method: 'POST',
  path: '/api/analytics/pageview',
  body: z.object({ path: z.unknown() }),
  async handle({ userId, body, info }) {
    const result = await trackPageview(
      { userId, ip: info.ip, doNotTrack: info.doNotTrack },
      body.path,
    );
    if (result.ok) return { status: 200, body: { data: result.value } };
    const error = result.errors[0];
    return {
      status: error instanceof FieldError ? 400 : 429,
      body: {
        error: error?.message,
        ...(error instanceof FieldError ? { field: error.field } : {}),
      },
    };
  },
});
