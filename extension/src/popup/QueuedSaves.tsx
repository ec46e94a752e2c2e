import { useEffect, useId, useState } from 'react';
import type { QueueRequest } from '../shared/messages';
import { getQueuedSaves, onQueuedSavesChange, type QueuedSave } from '../shared/queued-saves';

function useQueuedSaves(): QueuedSave[] {
  const [list, setList] = useState<QueuedSave[]>([]);
  useEffect(() => {
    let live = true;
    void getQueuedSaves().then((saves) => live && setList(saves));
    const stop = onQueuedSavesChange(setList);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return list;
}

const ask = (request: QueueRequest) => chrome.runtime.sendMessage(request);

const keptAt = (time: number) =>
  new Date(time).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/** Saves kept while the server could not be reached: listed, sent on request, or dropped. */
export function QueuedSaves() {
  const saves = useQueuedSaves();
  const [sending, setSending] = useState(false);
  const id = useId();
  if (!saves.length) return null;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mb-2 space-y-1 rounded-md border border-amber-200 bg-amber-50 p-2 text-amber-950"
    >
      <div className="flex items-center gap-2">
        <h2 id={`${id}-heading`} className="text-xs font-semibold">
          Waiting to be sent ({saves.length})
        </h2>
        <button
          type="button"
          className="ml-auto rounded px-1.5 py-0.5 text-xs font-semibold text-indigo-700 hover:bg-indigo-50 disabled:opacity-60"
          disabled={sending}
          onClick={() => {
            setSending(true);
            void ask({ type: 'swipestack:send-queued' }).finally(() => setSending(false));
          }}
        >
          {sending ? 'Sending…' : 'Send now'}
        </button>
      </div>
      <ul className="max-h-24 space-y-1 overflow-y-auto text-xs">
        {saves.map((save) => (
          <li key={save.id} className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium" title={save.title}>
                {save.title}
              </p>
              <p className={save.refusal ? 'text-red-700' : 'text-amber-800'}>
                {save.refusal
                  ? `Not saved: ${save.refusal}`
                  : `Kept ${keptAt(save.queuedAt)}${save.attempts ? `, tried ${save.attempts === 1 ? 'once' : `${save.attempts} times`}` : ''}`}
              </p>
            </div>
            <button
              type="button"
              className="shrink-0 rounded px-1 text-red-700 hover:bg-red-50"
              aria-label={`Remove “${save.title}” without saving it`}
              onClick={() => void ask({ type: 'swipestack:discard-queued', id: save.id })}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <p className="text-[11px] text-amber-800">
        They are sent by themselves when Swipestack answers again.
      </p>
    </section>
  );
}
