/** What the server answered for an upload: the new import's id, or the message to show. */
export type UploadAnswer = { ok: true; importId: string } | { ok: false; message: string };

/**
 * Sends a file to POST /api/teams/{teamId}/imports as the request body (docs/import.md),
 * reporting the share sent (0–1). XMLHttpRequest, because fetch reports no upload progress.
 */
export function uploadImport(
  teamId: string,
  file: File,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(
      'POST',
      `/api/teams/${encodeURIComponent(teamId)}/imports?name=${encodeURIComponent(file.name)}`,
    );
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: { data?: { import?: { import_id?: string } }; error?: string } = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {}
      const importId = body.data?.import?.import_id;
      resolve(
        request.status === 202 && importId
          ? { ok: true, importId }
          : { ok: false, message: body.error ?? 'The file could not be uploaded. Try again.' },
      );
    };
    request.onerror = () =>
      resolve({ ok: false, message: 'We could not reach Swipestack. Check your connection.' });
    request.onabort = () => resolve({ ok: false, message: 'The upload was stopped.' });
    signal?.addEventListener('abort', () => request.abort());
    request.send(file);
  });
}
