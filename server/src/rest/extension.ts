import { z } from 'zod';
import { jsonResponse } from '../http/json-response.js';
import type { Route } from '../http/route.js';
import { exchangeExtensionHandoff } from '../services/accounts/access.js';
import { NotAllowedError } from '../services/errors.js';

const NEED_CODE = 'Send {"code": "…"} as JSON.';

/**
 * POST /api/extension/token {code}: the browser extension trades the one-time code a signed-in
 * page gave it for a personal token of its own. The code is the credential (no cookie).
 */
export const extensionTokenRoute: Route = {
  method: 'POST',
  path: '/api/extension/token',
  auth: 'public',
  body: z.object({ code: z.string({ error: NEED_CODE }).min(1, { error: NEED_CODE }) }),
  async handle(c) {
    const { code } = c.var.body as { code: string };
    const result = await exchangeExtensionHandoff(code);
    if (!result.ok) {
      // At the token cap: 409 (the code stays valid for a retry); a used or expired code: 401.
      const error = result.errors[0];
      return jsonResponse(error instanceof NotAllowedError ? 409 : 401, { error: error?.message });
    }
    const { user } = result.value;
    return jsonResponse(200, {
      token: result.value.token,
      user: { email: user.email, name: user.name },
      firstInstall: result.value.firstInstall,
    });
  },
};
