import type { IncomingMessage, ServerResponse } from 'node:http';
import { json } from '../http/json-response.js';
import { exchangeExtensionHandoff } from '../services/access.js';
import { NotAllowedError } from '../services/errors.js';

// POST /api/extension/token {code}: the browser extension trades the one-time code a signed-in
// page gave it for a personal token of its own. The code is the credential (no cookie).

const MAX_BODY_BYTES = 4096;

async function readCode(req: IncomingMessage): Promise<string | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  try {
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const code = (body as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

export async function handleExtensionToken(req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'POST') return json(res, 405, { error: 'Use POST.' }, { Allow: 'POST' });
  const code = await readCode(req);
  if (!code) return json(res, 400, { error: 'Send {"code": "…"} as JSON.' });
  const result = await exchangeExtensionHandoff(code);
  if (!result.ok) {
    // At the token cap: 409 (the code stays valid for a retry); a used or expired code: 401.
    const error = result.errors[0];
    return json(res, error instanceof NotAllowedError ? 409 : 401, { error: error?.message });
  }
  const { user } = result.value;
  return json(res, 200, {
    token: result.value.token,
    user: { email: user.email, name: user.name },
    firstInstall: result.value.firstInstall,
  });
}
