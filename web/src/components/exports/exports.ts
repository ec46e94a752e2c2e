import { NETWORK_ERROR_MESSAGE } from '../../lib/formErrors';

// The REST paths of exports (docs/export.md, "Getting an export"): start one, read their progress.

export type ExportStatus = 'PENDING' | 'RUNNING' | 'READY' | 'FAILED' | 'EXPIRED';

export interface ExportJob {
  id: string;
  scope: 'account' | 'team';
  teamName: string | null;
  status: ExportStatus;
  swipesDone: number;
  swipesTotal: number;
  error: string | null;
  createdAt: string;
  expiresAt: string | null;
  downloadUrl: string | null;
}

export const isRunning = (job: ExportJob) => job.status === 'PENDING' || job.status === 'RUNNING';

/** The request, or the connection problem in words (only when no answer came at all). */
async function send(path: string, init: RequestInit = {}) {
  try {
    return await fetch(path, { ...init, headers: { accept: 'application/json', ...init.headers } });
  } catch {
    throw new Error(NETWORK_ERROR_MESSAGE);
  }
}

async function answer<T>(response: Response, failed: string): Promise<T> {
  const body = (await response.json().catch(() => null)) as { data?: T; error?: string } | null;
  if (!response.ok || !body?.data) throw new Error(body?.error ?? failed);
  return body.data;
}

export async function listExports(): Promise<ExportJob[]> {
  const response = await send('/api/exports');
  const failed = 'Your exports could not be loaded. Reload the page to try again.';
  return (await answer<{ exports: ExportJob[] }>(response, failed)).exports;
}

/** Starts an export of one team, or (teamId null) of the viewer's own swipes. */
export async function startExport(teamId: string | null): Promise<ExportJob> {
  const response = await send('/api/exports', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ teamId }),
  });
  const failed = 'The export could not be started. Try again.';
  return (await answer<{ export: ExportJob }>(response, failed)).export;
}
