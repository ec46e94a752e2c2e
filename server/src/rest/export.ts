import type { IncomingMessage, ServerResponse } from 'node:http';
import { INVALID_TOKEN, requestSession } from '../auth/request-session.js';
import type { Config } from '../config.js';
import { json } from '../http/json-response.js';
import { requestInfo } from '../http/request-info.js';
import { exportSwipes } from '../services/swipe-export.js';
import type { Storage } from '../storage/storage.js';

/** GET /api/export: the signed-in user's swipes and their files, as a ZIP download. */
export async function handleExport(
  req: IncomingMessage,
  res: ServerResponse,
  config: Config,
  storage: Storage,
) {
  if (req.method !== 'GET') return json(res, 405, { error: 'Use GET.' }, { Allow: 'GET' });
  const { session, invalidToken } = await requestSession(requestInfo(req, config), config);
  if (!session) {
    return json(res, 401, { error: invalidToken ? INVALID_TOKEN : 'Sign in to continue.' });
  }
  const day = new Date().toISOString().slice(0, 10);
  res.writeHead(200, {
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="swipestack-export-${day}.zip"`,
    'Cache-Control': 'no-store',
  });
  try {
    await exportSwipes(session.userId, storage, (chunk) => res.write(chunk));
    res.end();
  } catch (error) {
    // The download has started: all that can be done is to cut it short, visibly.
    console.error('Export failed', error);
    res.destroy();
  }
}
