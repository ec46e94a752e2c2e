import { type DragEvent, useEffect, useId, useState } from 'react';

/** The first file of a drop or paste. */
export function firstFile(data: DataTransfer | null): File | null {
  return data?.files[0] ?? null;
}

/** What a drop zone takes: an image or a video, the formats it offers, its limits in words. */
export interface DropZoneMedia {
  noun: 'image' | 'video';
  accept: string;
  limits: string;
}

/**
 * A file input with a preview that also takes a dropped or pasted file (an image, or a video);
 * states the limits.
 */
export function DropZone({
  media,
  file,
  onFile,
  error,
}: {
  media: DropZoneMedia;
  file: File | null;
  onFile: (file: File | null) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [over, setOver] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const dropped = firstFile(event.dataTransfer);
    if (dropped) onFile(dropped);
  };
  // A pasted image (Ctrl+V) while the zone is on screen.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const pasted = firstFile(event.clipboardData);
      if (!pasted) return;
      event.preventDefault();
      onFile(pasted);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [onFile]);
  return (
    <div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the file input inside is the accessible way */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center text-sm ${
          over ? 'border-indigo-600 bg-indigo-50' : error ? 'border-red-600' : 'border-slate-300'
        }`}
      >
        {preview && media.noun === 'image' ? (
          <img src={preview} alt="" className="max-h-40 rounded-md object-contain" />
        ) : preview ? (
          <video src={preview} muted preload="metadata" className="max-h-40 rounded-md" />
        ) : null}
        <p className="text-slate-700">
          {file
            ? file.name
            : `Drag and drop or paste ${media.noun === 'image' ? 'an image' : 'a video'} here, or`}{' '}
          <label htmlFor={id} className="cursor-pointer font-semibold text-indigo-700 underline">
            {file ? 'choose another' : 'choose a file'}
          </label>
        </p>
        <p className="text-xs text-slate-500">{media.limits}</p>
        <input
          id={id}
          type="file"
          accept={media.accept}
          aria-label={media.noun === 'image' ? 'Image file' : 'Video file'}
          aria-invalid={error ? true : undefined}
          className="sr-only"
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        />
      </div>
      {error ? (
        <p className="mt-1 text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
