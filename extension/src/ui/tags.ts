/** Adds typed text to a tag list: split on commas, trimmed, no duplicates (case-insensitive). */
export function addTags(current: readonly string[], typed: string): string[] {
  const next = [...current];
  for (const raw of typed.split(',')) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (tag && !next.some((t) => t.toLowerCase() === tag.toLowerCase())) next.push(tag);
  }
  return next;
}
