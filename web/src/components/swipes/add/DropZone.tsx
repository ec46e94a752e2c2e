import { type DragEvent, useEffect, useId, useState } from 'react';

const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** A file input with a preview that also takes a dropped image. */
export function DropZone({
  file,
  onFile,
  error,
}: {
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
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };
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
        {preview ? (
          <img src={preview} alt="" className="max-h-40 rounded-md object-contain" />
        ) : null}
        <p className="text-slate-700">
          {file ? file.name : 'Drag and drop an image here, or'}{' '}
          <label htmlFor={id} className="cursor-pointer font-semibold text-indigo-700 underline">
            {file ? 'choose another' : 'choose a file'}
          </label>
        </p>
        <p className="text-xs text-slate-500">JPEG, PNG, WebP, GIF or AVIF</p>
        <input
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          aria-label="Image file"
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
