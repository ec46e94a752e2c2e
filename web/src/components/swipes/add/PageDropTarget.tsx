import {
  isVideoFile,
  uploadRefusal,
  type VideoPlan,
  videoUploadRefusal,
} from '@swipestack/common/uploads';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { SwipeListHandle } from '../SwipeBrowser';
import type { CreateCallbacks } from './createOutcome';
import { findExistingSwipe } from './ExistingSwipeWarning';
import { UploadProgress } from './UploadProgress';
import { useCreateImageSwipe } from './useCreateImageSwipe';
import { useCreateSwipe } from './useCreateSwipe';
import { useUploadVideo } from './useUploadVideo';

/** An http(s) address dropped as a link (or as its text), or null. */
export function droppedLink(data: DataTransfer): string | null {
  const text = (data.getData('text/uri-list') || data.getData('text/plain'))
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => line && !line.startsWith('#'));
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const carriesSwipe = (data: DataTransfer | null) =>
  Boolean(data?.types.some((type) => type === 'Files' || type === 'text/uri-list'));

/** A dialog is open: it has the paste and the drop (the add dialog's drop zone takes them). */
const dialogOpen = () => document.querySelector('[role="dialog"]') !== null;

/**
 * The swipes page as a drop target: an image pasted (Ctrl+V) or dropped anywhere on it is
 * uploaded as a swipe at once, with its progress shown, and so is a video (MP4, WebM, MOV by
 * its declared type; to the videos' address, within the plan's limit, with Cancel upload);
 * a dropped link is saved as a web page
 * at once, unless the team has it already: then the add dialog opens with that address
 * (`onSavedLink`), where the duplicate warning speaks (docs/web.md).
 */
export function PageDropTarget({
  teamId,
  plan,
  list,
  onSavedLink,
}: {
  teamId: string;
  /** The team's plan (the video limit). */
  plan: VideoPlan;
  list: RefObject<SwipeListHandle | null>;
  onSavedLink: (url: string) => void;
}) {
  const environment = useRelayEnvironment();
  const [createImageSwipe, progress] = useCreateImageSwipe(teamId);
  const [createSwipe] = useCreateSwipe(teamId);
  const video = useUploadVideo(teamId, plan);
  const sending = video.progress ?? progress;
  const [uploadName, setUploadName] = useState('');
  const [dragging, setDragging] = useState(false);
  const actions = useRef({ upload: (_file: File) => {}, saveLink: (_url: string) => {} });

  const onSaved = (prepended: boolean) => {
    if (!prepended) list.current?.refresh();
  };
  const onInvalid: CreateCallbacks['onInvalid'] = ({ fields, form }) => {
    toast.error(
      fields.file ?? fields.url ?? form ?? Object.values(fields)[0] ?? 'Could not save the swipe.',
    );
  };

  actions.current = {
    saveLink: async (url: string) => {
      if (await findExistingSwipe(environment, teamId, url)) {
        onSavedLink(url);
        return;
      }
      const connection = list.current?.prependConnection() ?? null;
      createSwipe(
        { teamId, kind: 'WEBSITE', url, title: null, notes: null, tags: [], collectionIds: [] },
        connection ? [connection] : [],
        { onSaved, onLimit: () => {}, onInvalid },
      );
    },
    upload: (file: File) => {
      if (sending !== null) {
        toast.error('Wait for the upload in progress to finish.');
        return;
      }
      const refusal = isVideoFile(file) ? videoUploadRefusal(file, plan) : uploadRefusal(file);
      if (refusal) {
        toast.error(refusal);
        return;
      }
      setUploadName(file.name);
      if (isVideoFile(file)) {
        void video.start(
          { file, title: null, notes: null },
          { onSaved: () => onSaved(false), onRefused: (message) => toast.error(message) },
        );
        return;
      }
      const connection = list.current?.prependConnection() ?? null;
      createImageSwipe(
        { teamId, title: null, notes: null, tags: [], collectionIds: [] },
        file,
        connection ? [connection] : [],
        { onSaved, onLimit: () => {}, onInvalid },
      );
    },
  };

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      if (event.defaultPrevented || dialogOpen()) return;
      const file = event.clipboardData?.files[0];
      if (!file) return;
      event.preventDefault();
      actions.current.upload(file);
    };
    const onDragOver = (event: DragEvent) => {
      if (dialogOpen() || !carriesSwipe(event.dataTransfer)) return;
      event.preventDefault();
      setDragging(true);
    };
    const onDragLeave = (event: DragEvent) => {
      // Leaving the window, not moving between elements.
      if (!event.relatedTarget) setDragging(false);
    };
    const onDrop = (event: DragEvent) => {
      setDragging(false);
      if (event.defaultPrevented || dialogOpen() || !event.dataTransfer) return;
      const file = event.dataTransfer.files[0];
      const link = file ? null : droppedLink(event.dataTransfer);
      if (!file && !link) return;
      event.preventDefault();
      if (file) actions.current.upload(file);
      else if (link) void actions.current.saveLink(link);
    };
    document.addEventListener('paste', onPaste);
    document.addEventListener('dragover', onDragOver);
    document.addEventListener('dragleave', onDragLeave);
    document.addEventListener('drop', onDrop);
    return () => {
      document.removeEventListener('paste', onPaste);
      document.removeEventListener('dragover', onDragOver);
      document.removeEventListener('dragleave', onDragLeave);
      document.removeEventListener('drop', onDrop);
    };
  }, []);

  return (
    <>
      {dragging ? (
        <div
          aria-hidden="true"
          className="pointer-events-none fixed inset-0 z-40 flex items-center justify-center bg-indigo-600/10 ring-4 ring-indigo-600 ring-inset"
        >
          <p className="rounded-lg bg-white px-4 py-2 text-sm font-semibold text-indigo-800 shadow">
            Drop an image, a video or a link to add a swipe
          </p>
        </div>
      ) : null}
      {sending !== null ? (
        <div className="fixed right-4 bottom-4 z-40 w-72 space-y-2 rounded-lg border border-slate-200 bg-white p-3 shadow-lg">
          <UploadProgress fraction={sending} name={uploadName} />
          {video.progress !== null ? (
            <button type="button" className="btn-secondary !py-1 !text-sm" onClick={video.cancel}>
              Cancel upload
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
