import { IMPORT_TOO_LARGE, MAX_IMPORT_BYTES } from '@swipestack/common/imports';
import { jsonResponse } from '../http/json-response.js';
import { declaredOver, tooLargeResponse } from '../http/request-body.js';
import { type Route, userIdOf } from '../http/route.js';
import type { ServiceDeps } from '../services/deps.js';
import { importJson, readableImport } from '../services/imports/import-reads.js';
import { startImport } from '../services/imports/imports.js';
import { decodeTeamId } from '../services/teams/visibility.js';
import { errorStatus, restRead } from './route.js';

/**
 * POST /api/teams/{teamId}/imports?name=<file name>: the file is the raw request body (any
 * content type, at most 200 MB), streamed to disk and then to the storage; answers 202 {data: {import}} with the
 * queued import, whose progress GraphQL's `importJob` and `Team.imports` show (docs/import.md).
 */
export const startImportRoute = (deps: ServiceDeps): Route => ({
  method: 'POST',
  path: '/api/teams/:teamId/imports',
  auth: 'mayWrite',
  async handle(c) {
    // The service counts the bytes as they stream to disk (a chunked body too).
    if (declaredOver(c.req.raw, MAX_IMPORT_BYTES)) return tooLargeResponse(IMPORT_TOO_LARGE);
    const body = c.req.raw.body;
    if (!body) return jsonResponse(400, { error: 'Send the file as the request body.' });
    const result = await startImport(
      userIdOf(c),
      decodeTeamId(c.req.param('teamId') ?? ''),
      { fileName: c.req.query('name') ?? '', body },
      deps,
    );
    if (!result.ok) {
      const error = result.errors[0];
      if (error?.message === IMPORT_TOO_LARGE) return tooLargeResponse(IMPORT_TOO_LARGE);
      const status = errorStatus(error);
      return jsonResponse(status, { error: error?.message ?? 'Something went wrong.' });
    }
    return jsonResponse(202, { data: { import: await importJson(result.value.importId) } });
  },
});

/** GET /api/imports/{importId} → {data: {import}}: its status, counts and report. */
export const importRoute = restRead({
  path: '/api/imports/:importId',
  async handle({ params, userId }) {
    const found = await readableImport(userId, params.importId ?? '');
    if (!found.ok) return { status: 404, body: { error: found.error.message } };
    return { status: 200, body: { data: { import: await importJson(found.job.id) } } };
  },
});
