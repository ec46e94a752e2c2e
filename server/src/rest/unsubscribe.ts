import { jsonResponse } from '../http/json-response.js';
import type { Route } from '../http/route.js';
import {
  EMAIL_SETTINGS,
  type EmailKind,
  unsubscribe,
} from '../services/notifications/notification-settings.js';

/**
 * POST /api/unsubscribe?token=…&email=MENTIONS → 200 {data: {email}}: the one-click unsubscribe
 * of an email's List-Unsubscribe header (RFC 8058). Mail programs send it from their own servers,
 * without cookies or our origin, so it is open: the token alone can only turn that email off.
 * People who click the link in the email land on the web app's /unsubscribe page instead.
 */
export const unsubscribeRoute: Route = {
  method: 'POST',
  path: '/api/unsubscribe',
  auth: 'public',
  async handle(c) {
    const token = c.req.query('token') ?? '';
    const email = c.req.query('email') ?? '';
    if (!(email in EMAIL_SETTINGS))
      return jsonResponse(400, {
        error: `Unknown email "${email}": use ${Object.keys(EMAIL_SETTINGS).join(', ')}.`,
        field: 'email',
      });
    const result = await unsubscribe(token, email as EmailKind);
    if (!result.ok) return jsonResponse(404, { error: result.errors[0]?.message });
    return jsonResponse(200, { data: result.value });
  },
};
