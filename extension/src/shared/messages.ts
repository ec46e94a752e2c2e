// Every message the extension accepts, checked before use: from the web app (external), from
// its own pages (save requests) and from the region selector it injects into a tab.

export const SWIPE_KINDS = ['WEBSITE', 'LANDING_PAGE', 'AD', 'EMAIL', 'IMAGE'] as const;
export type SwipeKind = (typeof SWIPE_KINDS)[number];

export const CAPTURE_MODES = ['visible', 'full', 'region'] as const;
export type CaptureMode = (typeof CAPTURE_MODES)[number];

/** The screenshots, and "Save video" (offered when the page shows one). */
export const SAVE_MODES = [...CAPTURE_MODES, 'video'] as const;
export type SaveMode = (typeof SAVE_MODES)[number];

/** How a video was saved when its file could not be downloaded. */
export type VideoFallback = 'recording' | 'frame';

/** From the signed-in web app: "are you there, and as whom?" and the sign-in hand-off. */
export type ExternalRequest =
  | { type: 'swipestack:ping' }
  | { type: 'swipestack:handoff'; code: string };

export type ExternalReply =
  | { ok: true; signedIn: boolean; email: string | null; version: string }
  | { ok: true; email: string; firstInstall: boolean }
  | { ok: false; error: string };

/** What the popup asks the service worker to save. */
export interface SwipeDetails {
  teamId: string;
  kind: SwipeKind;
  title: string;
  url: string;
  notes: string;
  tags: string[];
  collectionIds: string[];
}

export interface SaveRequest {
  type: 'swipestack:save';
  tabId: number;
  mode: SaveMode;
  swipe: SwipeDetails;
}

export type SaveReply =
  | {
      ok: true;
      swipeId: string;
      teamId: string;
      truncated?: boolean;
      cutOut?: boolean;
      videoFallback?: VideoFallback;
    }
  | { ok: true; selecting: true }
  /** The server could not be reached: the save waits in the extension (`queuedCount` in all). */
  | {
      ok: true;
      queued: true;
      queuedCount: number;
      truncated?: boolean;
      cutOut?: boolean;
      videoFallback?: VideoFallback;
    }
  | { ok: false; error: string; limitReached?: boolean; signedOut?: boolean };

/** From the service worker to the popup while it saves a video. */
export interface VideoProgress {
  type: 'swipestack:video-progress';
  tabId: number;
  phase: 'downloading' | 'recording' | 'frame' | 'uploading';
  loaded?: number;
  total?: number | null;
  /** While recording: its longest length, in seconds. */
  maxSeconds?: number;
}

/** From the popup: send the saves waiting in the extension now, or drop one of them. */
export type QueueRequest =
  | { type: 'swipestack:send-queued' }
  | { type: 'swipestack:discard-queued'; id: string };

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** From the region selector: the rectangle drawn (CSS pixels of the viewport), or null. */
export interface RegionMessage {
  type: 'swipestack:region';
  rect: Rect | null;
  viewport: { width: number; height: number };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isString = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;

const isStringList = (value: unknown, maxItems: number, maxLength: number): value is string[] =>
  Array.isArray(value) && value.length <= maxItems && value.every((v) => isString(v, maxLength));

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A hand-off code as the server issues it: `<id>.<secret>`. */
const HANDOFF_CODE = /^[a-z0-9]{8,64}\.[a-z0-9]{8,64}$/i;

export function parseExternalRequest(value: unknown): ExternalRequest | null {
  if (!isRecord(value)) return null;
  if (value.type === 'swipestack:ping') return { type: 'swipestack:ping' };
  if (
    value.type === 'swipestack:handoff' &&
    typeof value.code === 'string' &&
    HANDOFF_CODE.test(value.code)
  ) {
    return { type: 'swipestack:handoff', code: value.code };
  }
  return null;
}

function parseSwipeDetails(value: unknown): SwipeDetails | null {
  if (!isRecord(value)) return null;
  const { teamId, kind, title, url, notes, tags, collectionIds } = value;
  if (
    !isString(teamId, 200) ||
    !SWIPE_KINDS.includes(kind as SwipeKind) ||
    !isString(title, 1000) ||
    !isString(url, 4096) ||
    !isString(notes, 20_000) ||
    !isStringList(tags, 50, 200) ||
    !isStringList(collectionIds, 200, 200)
  ) {
    return null;
  }
  return { teamId, kind: kind as SwipeKind, title, url, notes, tags, collectionIds };
}

export function parseSaveRequest(value: unknown): SaveRequest | null {
  if (!isRecord(value) || value.type !== 'swipestack:save') return null;
  const { tabId, mode } = value;
  const swipe = parseSwipeDetails(value.swipe);
  if (!Number.isInteger(tabId) || !SAVE_MODES.includes(mode as SaveMode) || !swipe) {
    return null;
  }
  return { type: 'swipestack:save', tabId: tabId as number, mode: mode as SaveMode, swipe };
}

export function parseQueueRequest(value: unknown): QueueRequest | null {
  if (!isRecord(value)) return null;
  if (value.type === 'swipestack:send-queued') return { type: 'swipestack:send-queued' };
  if (value.type === 'swipestack:discard-queued' && isString(value.id, 100) && value.id) {
    return { type: 'swipestack:discard-queued', id: value.id };
  }
  return null;
}

export function parseRegionMessage(value: unknown): RegionMessage | null {
  if (!isRecord(value) || value.type !== 'swipestack:region') return null;
  const viewport = value.viewport;
  if (
    !isRecord(viewport) ||
    !isFiniteNumber(viewport.width) ||
    !isFiniteNumber(viewport.height) ||
    viewport.width <= 0 ||
    viewport.height <= 0
  ) {
    return null;
  }
  const size = { width: viewport.width, height: viewport.height };
  if (value.rect === null) return { type: 'swipestack:region', rect: null, viewport: size };
  const rect = value.rect;
  if (
    !isRecord(rect) ||
    ![rect.x, rect.y, rect.width, rect.height].every(isFiniteNumber) ||
    (rect.width as number) <= 0 ||
    (rect.height as number) <= 0
  ) {
    return null;
  }
  return {
    type: 'swipestack:region',
    rect: {
      x: rect.x as number,
      y: rect.y as number,
      width: rect.width as number,
      height: rect.height as number,
    },
    viewport: size,
  };
}

export function parseVideoProgress(value: unknown): VideoProgress | null {
  if (!isRecord(value) || value.type !== 'swipestack:video-progress') return null;
  const { tabId, phase, loaded, total, maxSeconds } = value;
  if (
    !Number.isInteger(tabId) ||
    !['downloading', 'recording', 'frame', 'uploading'].includes(phase as string)
  ) {
    return null;
  }
  return {
    type: 'swipestack:video-progress',
    tabId: tabId as number,
    phase: phase as VideoProgress['phase'],
    ...(isFiniteNumber(loaded) ? { loaded } : {}),
    ...(isFiniteNumber(total) ? { total } : {}),
    ...(isFiniteNumber(maxSeconds) ? { maxSeconds } : {}),
  };
}
