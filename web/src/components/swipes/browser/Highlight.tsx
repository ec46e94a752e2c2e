import { createContext, type ReactNode, useContext } from 'react';
import { highlightParts } from './highlight';

// The words of the search on screen, for the cards of its results to mark (SwipeBrowser
// provides them; a card outside a search shows its texts as they are).
const SearchWords = createContext<readonly string[]>([]);

export function SearchWordsProvider({
  words,
  children,
}: {
  words: readonly string[];
  children: ReactNode;
}) {
  return <SearchWords.Provider value={words}>{children}</SearchWords.Provider>;
}

/** `text` with the searched words in it marked (<mark>), as text: never as HTML. */
export function Highlight({ text }: { text: string }) {
  const words = useContext(SearchWords);
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
