import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { prisma } from '../../db/client.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { NotAllowedError, NotFoundError, type ServiceResult } from '../errors.js';
import { uuidOrNobody } from '../teams/visibility.js';
import { ONLY_ADMINS } from './admin-users.js';
import { isAdministrator } from './admins.js';

// Error reporting (docs/errors.md): the web app and the extension send their uncaught errors
// in Sentry's envelope format to the tunnel path /monitoring (http/monitoring.ts); the server
// records its own unexpected errors. Each is grouped by a fingerprint: a group keeps its count,
// first and last time, its latest event (release, route, user, source-mapped stack) and whether
// an administrator resolved it (a resolved group that happens again is open again). With
// SENTRY_DSN set, every event goes to Sentry as well.

export type ErrorSource = 'web' | 'extension' | 'server';

export interface StackFrame {
  file: string;
  function?: string | undefined;
  line?: number | undefined;
  column?: number | undefined;
}

export interface ErrorReport {
  source: ErrorSource;
  type: string;
  message: string;
  frames: StackFrame[];
  release?: string | undefined;
  route?: string | undefined;
  url?: string | undefined;
  userAgent?: string | undefined;
  /** The account, as the server knows it from the session (never as the client claims). */
  userId?: string | null | undefined;
}

const MAX_FRAMES = 50;
const text = (value: unknown, max: number) =>
  typeof value === 'string' ? value.slice(0, max) : undefined;

/** The events of an envelope (`header\nitem header\npayload…`); other item types are skipped. */
export function eventsOfEnvelope(body: string): Record<string, unknown>[] | null {
  const lines = body.split('\n');
  try {
    JSON.parse(lines[0] ?? '');
  } catch {
    return null;
  }
  const events: Record<string, unknown>[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    try {
      const header = JSON.parse(lines[i] ?? '') as { type?: string };
      const payload = JSON.parse(lines[i + 1] ?? '') as unknown;
      if (header.type === 'event' && payload && typeof payload === 'object')
        events.push(payload as Record<string, unknown>);
    } catch {
      return null;
    }
  }
  return events;
}

/** A Sentry event, as a report (frames innermost first, as they were thrown). */
export function reportOfEvent(
  event: Record<string, unknown>,
  source: ErrorSource,
): ErrorReport | null {
  const values = (event.exception as { values?: unknown[] } | undefined)?.values;
  const exception = (Array.isArray(values) ? values.at(-1) : null) as {
    type?: unknown;
    value?: unknown;
    stacktrace?: { frames?: unknown[] };
  } | null;
  if (!exception) return null;
  // Sentry lists frames outermost first; the report keeps the throwing frame first.
  const frames = (exception.stacktrace?.frames ?? [])
    .slice(-MAX_FRAMES)
    .reverse()
    .flatMap((frame): StackFrame[] => {
      const f = frame as {
        filename?: unknown;
        function?: unknown;
        lineno?: unknown;
        colno?: unknown;
      };
      const file = text(f.filename, 500);
      if (!file) return [];
      return [
        {
          file,
          function: text(f.function, 200),
          line: typeof f.lineno === 'number' ? f.lineno : undefined,
          column: typeof f.colno === 'number' ? f.colno : undefined,
        },
      ];
    });
  const tags = (event.tags ?? {}) as Record<string, unknown>;
  const request = (event.request ?? {}) as { url?: unknown; headers?: Record<string, unknown> };
  return {
    source,
    type: text(exception.type, 200) || 'Error',
    message: text(exception.value, 2000) ?? '',
    frames,
    release: text(event.release, 100),
    route: text(tags.route, 500),
    url: text(request.url, 2000),
    userAgent: text(request.headers?.['User-Agent'], 500),
  };
}

/**
 * Source maps of the web app's build (hidden: never served, read here). A frame in one of its
 * assets (`…/assets/<name>.js`) maps to the source file, line and function it came from.
 */
export class SourceMaps {
  readonly #maps = new Map<string, Promise<TraceMap | null>>();

  constructor(readonly assetsDir: string) {}

  #map(asset: string): Promise<TraceMap | null> {
    let map = this.#maps.get(asset);
    if (!map) {
      map = readFile(path.join(this.assetsDir, `${asset}.map`), 'utf8').then(
        (json) => new TraceMap(json),
        () => null,
      );
      if (this.#maps.size > 200) this.#maps.clear();
      this.#maps.set(asset, map);
    }
    return map;
  }

  async frame(frame: StackFrame): Promise<StackFrame> {
    const asset = /\/assets\/([\w.-]+\.js)(?:[?#].*)?$/.exec(frame.file)?.[1];
    if (!asset || !frame.line || frame.column === undefined) return frame;
    const map = await this.#map(asset);
    if (!map) return frame;
    const original = originalPositionFor(map, { line: frame.line, column: frame.column - 1 });
    if (!original.source) return frame;
    return {
      file: original.source.replace(/^(\.\.\/)+/, ''),
      function: original.name ?? frame.function,
      line: original.line ?? undefined,
      column: original.column === null ? undefined : original.column + 1,
    };
  }
}

/** A V8 stack (`at fn (file:line:col)`), as frames: the server's own errors. */
export function framesOfStack(stack: string | undefined): StackFrame[] {
  return (stack ?? '')
    .split('\n')
    .slice(1, MAX_FRAMES + 1)
    .flatMap((line): StackFrame[] => {
      const match =
        /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line) ?? /^\s*at (.+)$/.exec(line);
      if (!match) return [];
      if (match.length < 5) return [{ file: match[1] ?? '' }];
      return [
        {
          file: match[2] ?? '',
          function: match[1],
          line: Number(match[3]),
          column: Number(match[4]),
        },
      ];
    });
}

const frameText = (frame: StackFrame) =>
  `${frame.function ?? '<anonymous>'} (${frame.file}${frame.line ? `:${frame.line}` : ''}${
    frame.column ? `:${frame.column}` : ''
  })`;

/** Records a report in its group (the group opens again if it was resolved). */
export async function recordErrorReport(report: ErrorReport) {
  // The frame that says where: the first one of our own code, else the first.
  const own =
    report.frames.find((frame) => !/node_modules|^node:|<anonymous>/.test(frame.file)) ??
    report.frames[0];
  const culprit = own ? `${own.file}${own.function ? ` in ${own.function}` : ''}` : null;
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify([
        report.source,
        report.type,
        report.message.replace(/\d+/g, '0').slice(0, 300),
        culprit,
      ]),
    )
    .digest('hex');
  const lastEvent: Prisma.InputJsonValue = {
    release: report.release ?? null,
    route: report.route ?? null,
    url: report.url ?? null,
    userAgent: report.userAgent ?? null,
    userId: report.userId ?? null,
    stack: report.frames.map(frameText),
  };
  await prisma().$executeRaw`
    INSERT INTO error_group (id, fingerprint, source, type, message, culprit, last_event)
    VALUES (gen_random_uuid(), ${fingerprint}, ${report.source}, ${report.type},
      ${report.message}, ${culprit}, ${JSON.stringify(lastEvent)}::jsonb)
    ON CONFLICT (fingerprint) DO UPDATE SET
      count = error_group.count + 1,
      last_seen_at = now(),
      message = EXCLUDED.message,
      last_event = EXCLUDED.last_event,
      resolved_at = NULL`;
}

/** An envelope of one event, as Sentry takes it. */
export function envelopeOf(report: ErrorReport, dsn?: string): string {
  const eventId = randomBytes(16).toString('hex');
  const event = {
    event_id: eventId,
    timestamp: Date.now() / 1000,
    platform: report.source === 'server' ? 'node' : 'javascript',
    level: 'error',
    release: report.release,
    tags: { source: report.source, ...(report.route ? { route: report.route } : {}) },
    ...(report.userId ? { user: { id: report.userId } } : {}),
    ...(report.url ? { request: { url: report.url } } : {}),
    exception: {
      values: [
        {
          type: report.type,
          value: report.message,
          stacktrace: {
            frames: [...report.frames].reverse().map((frame) => ({
              filename: frame.file,
              function: frame.function,
              lineno: frame.line,
              colno: frame.column,
            })),
          },
        },
      ],
    },
  };
  return [
    JSON.stringify({
      event_id: eventId,
      sent_at: new Date().toISOString(),
      ...(dsn ? { dsn } : {}),
    }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');
}

/**
 * Sends an envelope to the Sentry project of `dsn` (its envelope endpoint, as the SDKs' tunnel
 * option expects), giving up quietly after 5 s: reporting must never fail the app.
 */
export async function forwardToSentry(dsn: string, envelope: string) {
  try {
    const url = new URL(dsn);
    const projectId = url.pathname.split('/').filter(Boolean).pop();
    const endpoint = `${url.protocol}//${url.host}/api/${projectId}/envelope/`;
    await fetch(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-sentry-envelope',
        'X-Sentry-Auth': `Sentry sentry_version=7, sentry_key=${url.username}, sentry_client=swipestack-tunnel/1.0`,
      },
      body: envelope,
      signal: AbortSignal.timeout(5000),
    });
  } catch (error) {
    console.error('Forwarding an error report to Sentry failed', error);
  }
}

/** The server's own unexpected error: recorded, and sent to Sentry when it is set up. */
export async function recordServerError(
  error: unknown,
  context: { route?: string; userId?: string | null; sentryDsn?: string | undefined },
) {
  const err = error instanceof Error ? error : new Error(String(error));
  const report: ErrorReport = {
    source: 'server',
    type: err.name || 'Error',
    message: err.message,
    frames: framesOfStack(err.stack),
    route: context.route,
    userId: context.userId ?? null,
  };
  try {
    await recordErrorReport(report);
    if (context.sentryDsn)
      await forwardToSentry(context.sentryDsn, envelopeOf(report, context.sentryDsn));
  } catch (failure) {
    console.error('Recording a server error failed', failure);
  }
}

/** An administrator marks a group resolved (or open again). */
export async function setErrorGroupResolved(
  adminId: string,
  groupId: string,
  resolved: boolean,
): Promise<ServiceResult<{ id: string }, NotAllowedError | NotFoundError>> {
  if (!(await isAdministrator(adminId)))
    return { ok: false, errors: [new NotAllowedError(ONLY_ADMINS)] };
  const { count } = await prisma().errorGroup.updateMany({
    where: { id: uuidOrNobody(groupId) },
    data: { resolvedAt: resolved ? new Date() : null },
  });
  if (!count) return { ok: false, errors: [new NotFoundError('This error does not exist.')] };
  return { ok: true, value: { id: groupId } };
}
