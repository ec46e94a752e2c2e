import type { RequestInfo } from '../../auth/request-info.js';
import { type Caller, requestSession } from '../../auth/request-session.js';
import type { Config } from '../../config.js';
import { impersonationHolds } from '../admin/impersonation.js';
import { noteActivity } from '../notifications/notification-settings.js';

/**
 * Who a request is for, worked out once per request (http/route.ts, the WebSocket and Yoga):
 * its session or token, an impersonation checked against its administrator, and the person
 * noted as active for the mention email's inactivity window.
 */
export async function identifyCaller(info: RequestInfo, config: Config): Promise<Caller> {
  const caller = { info, ...(await requestSession(info, config, impersonationHolds)) };
  // An administrator acting as the user is not the user being around.
  if (caller.session && !caller.session.impersonatorId)
    noteActivity(caller.session.userId, activityNoteMs(config));
  return caller;
}

/** Often enough for the mention email's inactivity window, at most once a minute. */
const activityNoteMs = (config: Config) =>
  Math.min(60_000, (config.MENTION_EMAIL_DELAY_SECONDS * 1000) / 4);
