import { takeSlot } from '../auth/rate-limits.js';
import type { Config } from '../config.js';
import { paths } from '../paths.js';
import {
  envelopeOf,
  eventsOfEnvelope,
  forwardToSentry,
  recordErrorReport,
  reportOfEvent,
  SourceMaps,
} from '../services/admin/error-reports.js';
import { jsonResponse } from './json-response.js';
import { declaredOver, readBody, tooLargeResponse } from './request-body.js';
import type { Route } from './route.js';

// The spec's tunnel path for error reports (docs/errors.md): the web app and the extension post
// Sentry envelopes here (what the Sentry SDKs' `tunnel` option sends). At most 1 MB a request,
// and MONITORING_EVENTS_PER_MINUTE events a minute per session, token or signed-out address:
// the rest are dropped (429 when none was kept).

export const MONITORING_MAX_BYTES = 1024 * 1024;

export function monitoringRoute(config: Config): Route {
  const sourceMaps = new SourceMaps(`${paths.webDist}/assets`);
  return {
    method: 'POST',
    path: '/monitoring',
    auth: 'viewer',
    async handle(c) {
      const body = declaredOver(c.req.raw, MONITORING_MAX_BYTES)
        ? null
        : await readBody(c.req.raw, MONITORING_MAX_BYTES);
      if (!body) return tooLargeResponse('Error reports can be at most 1 MB.');
      const events = eventsOfEnvelope(body.toString('utf8'));
      if (!events) return jsonResponse(400, { error: 'Send a Sentry envelope.' });
      const caller = await c.var.identify();
      const session = caller.invalidToken ? null : caller.session;
      const who = session?.sessionId ?? session?.tokenId ?? `ip:${caller.info.ip ?? 'unknown'}`;
      let accepted = 0;
      let dropped = 0;
      let limited = false;
      const kept: string[] = [];
      for (const event of events) {
        const source =
          (event.tags as { source?: unknown } | undefined)?.source === 'extension'
            ? 'extension'
            : 'web';
        const report = reportOfEvent(event, source);
        if (!report) continue;
        // Once over the limit, the rest of the envelope is dropped without asking again.
        limited ||= !(await takeSlot(`monitoring:${who}`, config.MONITORING_EVENTS_PER_MINUTE, 60))
          .ok;
        if (limited) {
          dropped++;
          continue;
        }
        report.userId = session?.userId ?? null;
        report.userAgent ??= caller.info.userAgent?.slice(0, 500);
        report.frames = await Promise.all(report.frames.map((frame) => sourceMaps.frame(frame)));
        await recordErrorReport(report);
        if (config.SENTRY_DSN) kept.push(envelopeOf(report, config.SENTRY_DSN));
        accepted++;
      }
      const dsn = config.SENTRY_DSN;
      if (dsn) for (const envelope of kept) void forwardToSentry(dsn, envelope);
      return jsonResponse(accepted === 0 && dropped > 0 ? 429 : 200, { accepted, dropped });
    },
  };
}
