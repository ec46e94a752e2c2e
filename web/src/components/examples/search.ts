import Fuse from 'fuse.js';
import type { Example } from './catalogue';

/** Spec §9: gallery search results are capped at 10 and match titles only. */
export const MAX_SEARCH_RESULTS = 10;

export type ExampleSearch = (query: string) => Example[];

/**
 * A fuzzy title search over the catalogue. The index is built once; each query runs
 * synchronously (well under a frame for a few hundred titles), so results follow every
 * keystroke without debouncing. An empty or blank query finds nothing.
 */
export function createExampleSearch(examples: readonly Example[]): ExampleSearch {
  const fuse = new Fuse(examples, {
    keys: ['title'],
    threshold: 0.35,
    ignoreLocation: true,
    // Each typed word is a fuzzy term and every word must match ("pricing calculatr").
    useExtendedSearch: true,
  });
  return (query) => {
    const terms = searchTerms(query);
    if (!terms) return [];
    return fuse.search(terms, { limit: MAX_SEARCH_RESULTS }).map((result) => result.item);
  };
}

/**
 * The typed words without Fuse's extended-search operators (`'`, `=`, `!`, `^`, `$`, `|`,
 * quotes), so what visitors type is always a plain fuzzy search; empty when nothing is left.
 */
export function searchTerms(query: string): string {
  return query
    .replace(/[|'"=!^$]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .join(' ');
}
