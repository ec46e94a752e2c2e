import { uploadRefusal, type VideoPlan, videoUploadRefusal } from '@swipestack/common/uploads';
import { type FormEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { type AddDraft, hasContent, keepAddDraft, readAddDraft } from '../../../lib/addSwipeDraft';
import type { FieldErrors } from '../../../lib/formErrors';
import type { SwipeKindValue } from '../../../lib/swipeKinds';
import type { SwipeListHandle } from '../browser/useSwipeListHandle';
import { useCreateImageSwipe } from './useCreateImageSwipe';
import { useCreateSwipe } from './useCreateSwipe';
import { useUploadVideo } from './useUploadVideo';

export type AddTab = 'url' | 'image' | 'video' | 'text';

/**
 * The add dialog's state: the tab, every field, their errors and the form's, and the submit
 * that saves a web page, text or image swipe (on top of the list on screen when it belongs
 * there) or uploads a video (the list refetched: the upload is REST, not a Relay mutation). Each opening starts with the team's draft (`addDraft.ts`: kept as it is typed, until
 * saved or discarded), else on the requested tab with an empty form; `savedId` is the new
 * swipe, for the focus as the dialog closes.
 */
export function useAddSwipeForm({
  open,
  onOpenChange,
  initialTab,
  initialUrl,
  teamId,
  list,
  defaultCollectionIds,
  plan,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialTab: AddTab;
  initialUrl: string;
  teamId: string;
  list: RefObject<SwipeListHandle | null>;
  defaultCollectionIds: readonly string[];
  /** The team's plan: its video size limit. */
  plan: VideoPlan;
}) {
  const savedId = useRef<string | null>(null);
  const [tab, setTab] = useState<AddTab>(initialTab);
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [notes, setNotes] = useState('');
  const [urlKind, setUrlKind] = useState<SwipeKindValue>('WEBSITE');
  const [textKind, setTextKind] = useState<SwipeKindValue>('AD');
  const [file, setFile] = useState<File | null>(null);
  const [tags, setTags] = useState<string[]>([]);
  const [collectionIds, setCollectionIds] = useState<string[]>([...defaultCollectionIds]);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [createSwipe, creating] = useCreateSwipe(teamId);
  const [createImageSwipe, uploadProgress] = useCreateImageSwipe(teamId);
  const video = useUploadVideo(teamId, plan);
  const uploading = uploadProgress !== null || video.progress !== null;
  const busy = creating || uploading;
  // The fields hold this opening's values (restored or reset): only then are they kept.
  const [restored, setRestored] = useState(false);

  const fill = (draft: AddDraft | null) => {
    setTab(initialUrl ? 'url' : (draft?.tab ?? initialTab));
    setUrl(initialUrl || (draft?.url ?? ''));
    setTitle(draft?.title ?? '');
    setNotes(draft?.notes ?? '');
    setUrlKind(draft?.urlKind ?? 'WEBSITE');
    setTextKind(draft?.textKind ?? 'AD');
    setFile(null);
    setTags(draft?.tags ?? []);
    setCollectionIds([...new Set([...defaultCollectionIds, ...(draft?.collectionIds ?? [])])]);
    setFieldErrors({});
    setFormError(null);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: restore on open only
  useEffect(() => {
    setRestored(open);
    if (open) fill(readAddDraft(teamId));
  }, [open, initialTab, initialUrl]);

  const draft: AddDraft = { tab, url, title, notes, urlKind, textKind, tags, collectionIds };
  const hasDraft = hasContent(draft, defaultCollectionIds);
  const stored = JSON.stringify(hasDraft ? draft : null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `stored` is the draft's value
  useEffect(() => {
    if (open && restored) keepAddDraft(teamId, hasDraft ? draft : null);
  }, [open, restored, teamId, stored]);

  // Empties the form where it is (the tab stays).
  const discardDraft = () => {
    keepAddDraft(teamId, null);
    fill(null);
    setTab(tab);
  };

  // A file is checked for its size and type as it is chosen (the server has the last word).
  const refusalOf = useCallback(
    (chosen: File, on: AddTab) =>
      on === 'video' ? videoUploadRefusal(chosen, plan) : uploadRefusal(chosen),
    [plan],
  );
  const chooseFile = useCallback(
    (chosen: File | null) => {
      setFile(chosen);
      const refusal = chosen ? refusalOf(chosen, tab) : null;
      setFieldErrors(({ file: _previous, ...others }) =>
        refusal ? { ...others, file: refusal } : others,
      );
    },
    [refusalOf, tab],
  );

  // An image and a video are different files: the chosen one stays with its tab.
  const chooseTab = (value: AddTab) => {
    if ((value === 'video') !== (tab === 'video')) setFile(null);
    setTab(value);
    setFieldErrors({});
    setFormError(null);
  };

  const callbacks = {
    onSaved: (prepended: boolean, swipeId: string | null) => {
      keepAddDraft(teamId, null);
      setRestored(false);
      savedId.current = swipeId;
      onOpenChange(false);
      if (!prepended) list.current?.refresh();
    },
    // The paywall opens over the form: what was typed stays for after an upgrade or a cleanup.
    onLimit: () => {},
    onInvalid: ({ fields, form }: { fields: FieldErrors; form: string | null }) => {
      setFieldErrors(fields);
      setFormError(form);
    },
  };

  // The upload carries the tags and collections chosen: saved with the video, or not at all.
  const uploadVideoSwipe = (chosen: File) =>
    video.start(
      {
        file: chosen,
        title: title.trim() || null,
        notes: notes.trim() || null,
        tags,
        collectionIds,
      },
      {
        onSaved: (swipeId) => callbacks.onSaved(false, swipeId),
        // A field the server names (the title, the notes, the tags) shows under it; the rest
        // under the file.
        onRefused: (message, field) =>
          setFieldErrors({
            [field === 'title' || field === 'notes' || field === 'tags' ? field : 'file']: message,
          }),
      },
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFieldErrors({});
    setFormError(null);
    const connection = list.current?.prependConnection() ?? null;
    const connections = connection ? [connection] : [];
    const common = {
      teamId,
      notes: notes.trim() || null,
      tags,
      collectionIds,
    };
    if (tab === 'image' || tab === 'video') {
      if (!file) {
        setFieldErrors({ file: `Choose ${tab === 'image' ? 'an image' : 'a video'} to upload.` });
        return;
      }
      const refusal = refusalOf(file, tab);
      if (refusal) {
        setFieldErrors({ file: refusal });
        return;
      }
    }
    if (tab === 'video' && file) {
      uploadVideoSwipe(file);
      return;
    }
    if (tab === 'image' && file) {
      createImageSwipe({ ...common, title: title.trim() || null }, file, connections, callbacks);
      return;
    }
    createSwipe(
      tab === 'url'
        ? { ...common, kind: urlKind, url: url.trim(), title: title.trim() || null }
        : { ...common, kind: textKind, title: title.trim() },
      connections,
      callbacks,
    );
  };

  return {
    tab,
    chooseTab,
    values: { url, title, notes, urlKind, textKind, file, tags, collectionIds },
    set: {
      url: setUrl,
      title: setTitle,
      notes: setNotes,
      urlKind: setUrlKind,
      textKind: setTextKind,
      tags: setTags,
      collectionIds: setCollectionIds,
    },
    chooseFile,
    uploadProgress: tab === 'video' ? video.progress : uploadProgress,
    cancelUpload: video.cancel,
    fieldErrors,
    formError,
    busy,
    submit,
    savedId,
    hasDraft,
    discardDraft,
  };
}
