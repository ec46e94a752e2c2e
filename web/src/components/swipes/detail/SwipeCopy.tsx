import { useId } from 'react';
import { copyToClipboard } from '../../../lib/clipboard';

/** A TEXT swipe's copy (a variant saved from AI Remix), as written, with a Copy button. */
export function SwipeCopy({ copy }: { copy: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="h-full overflow-y-auto rounded-lg bg-amber-50 p-5 sm:p-8"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          Copy
        </h3>
        <button
          type="button"
          className="btn-secondary !px-3 !py-1.5"
          onClick={() => void copyToClipboard(copy, 'Text')}
        >
          Copy text
        </button>
      </div>
      <p className="mt-4 max-w-prose font-serif text-lg leading-relaxed whitespace-pre-wrap text-slate-900">
        {copy || <span className="text-slate-600">No text</span>}
      </p>
    </section>
  );
}
