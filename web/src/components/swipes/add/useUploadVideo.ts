import { titleFromFilename } from '@swipestack/common/filenames';
import type { VideoPlan } from '@swipestack/common/uploads';
import { useEffect, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { toast } from 'sonner';
import { MAKE_ROOM_HINT, openPaywall } from '../../../lib/paywall';
import { uploadVideo } from '../../videos/uploadVideo';
import { refreshTeam } from '../TeamRefresh';

export interface VideoUploadCallbacks {
  /** Saved: the new swipe (it is PROCESSING until the server has read it). */
  onSaved: (swipeId: string) => void;
  /**
   * Refused or failed: the server's words, and the field they are about when it names one (a
   * 402 opens the paywall too).
   */
  onRefused: (message: string, field: string | null) => void;
}

/**
 * Uploads a video as a swipe (`uploadVideo`), with the share sent while it runs (null
 * otherwise) and a cancel that aborts it. A refusal at the swipe cap (402) opens the paywall
 * with the cap's own message, as a GraphQL create does.
 */
export function useUploadVideo(teamId: string, plan: VideoPlan) {
  const environment = useRelayEnvironment();
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  // A closed dialog (or a page left) stops its upload.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (
    input: {
      file: File;
      title: string | null;
      notes: string | null;
      tags?: readonly string[];
      collectionIds?: readonly string[];
    },
    callbacks: VideoUploadCallbacks,
  ) => {
    controller.current = new AbortController();
    setProgress(0);
    const answer = await uploadVideo(
      // Without a title, the file's name is the title (as for an image).
      { teamId, plan, ...input, title: input.title ?? titleFromFilename(input.file.name, 'Video') },
      setProgress,
      controller.current.signal,
    );
    controller.current = null;
    setProgress(null);
    if (answer.ok) {
      toast.success('Swipe saved');
      refreshTeam(environment, teamId);
      callbacks.onSaved(answer.swipeId);
    } else if (answer.message !== null) {
      if (answer.status === 402) openPaywall(answer.message, MAKE_ROOM_HINT);
      callbacks.onRefused(answer.message, answer.field);
    }
  };
  const cancel = () => controller.current?.abort();
  return { start, progress, cancel };
}
