import { searchWords } from '@swipestack/common/search';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { highlightParts } from './highlight';

/**
 * `text` with the words of the search on screen marked (<mark>), as text: never as HTML. The
 * search is the address's `q` (urlFilters.ts), written once it has settled, as the results
 * are; without one the text shows as it is.
 */
export function Highlight({ text }: { text: string }) {
  const [params] = useSearchParams();
  const search = params.get('q');
  const words = useMemo(() => searchWords(search), [search]);
  const parts = highlightParts(text, words);
  if (parts.length === 1 && !parts[0]?.match) return text;
  let offset = 0;
  return parts.map((part) => {
    const key = offset;
    offset += part.text.length;
    return part.match ? (
      <mark key={key} className="rounded-sm bg-yellow-200 px-0.5 text-inherit">
        {part.text}
      </mark>
    ) : (
      <span key={key}>{part.text}</span>
    );
  });
}
