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

async function answer<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as { data?: T; error?: string } | null;
  if (!response.ok || !body?.data) {
    throw new Error(body?.error ?? 'The export could not be started. Try again.');
  }
  return body.data;
}

export async function listExports(): Promise<ExportJob[]> {
  const response = await fetch('/api/exports', { headers: { accept: 'application/json' } });
  return (await answer<{ exports: ExportJob[] }>(response)).exports;
}

/** Starts an export of one team, or (teamId null) of the viewer's own swipes. */
export async function startExport(teamId: string | null): Promise<ExportJob> {
  const response = await fetch('/api/exports', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ teamId }),
  });
  return (await answer<{ export: ExportJob }>(response)).export;
}
