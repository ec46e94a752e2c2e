// Tag titles, the one rule (docs/permissions.md does not cover it; spec §4 tags): the server
// stores a tag as normaliseTag makes it and treats titles equal by tagKey; the web app's and
// the extension's tag boxes split and merge typed text the same way before sending it.

/** A tag title as stored: trimmed, every run of white space one space ('' when blank). */
export function normaliseTag(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/** What two titles are compared by: a team's tags are unique regardless of case. */
export function tagKey(title: string): string {
  return title.toLowerCase();
}

/** Splits typed text on commas and newlines into trimmed tag titles (empties dropped). */
export function parseTags(text: string): string[] {
  return text.split(/[,\n]/).map(normaliseTag).filter(Boolean);
}

/** `current` plus `added`, without case-insensitive duplicates, in order. */
export function mergeTags(current: readonly string[], added: readonly string[]): string[] {
  const seen = new Set(current.map(tagKey));
  const result = [...current];
  for (const tag of added) {
    const key = tagKey(tag);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/**
 * What typing `value` in the tag box means: on a comma every complete part becomes a tag
 * and the text after the last comma stays in the box; `commit` (Enter) takes it all.
 */
export function applyTagInput(
  current: readonly string[],
  value: string,
  commit = false,
): { tags: string[]; rest: string } {
  if (commit) return { tags: mergeTags(current, parseTags(value)), rest: '' };
  const cut = Math.max(value.lastIndexOf(','), value.lastIndexOf('\n'));
  if (cut < 0) return { tags: [...current], rest: value };
  return {
    tags: mergeTags(current, parseTags(value.slice(0, cut))),
    rest: value.slice(cut + 1).trimStart(),
  };
}

/** Existing tags that start with (then contain) the typed text, not yet chosen. */
export function suggestTags(
  all: readonly string[],
  chosen: readonly string[],
  typed: string,
  max = 6,
): string[] {
  const query = typed.trim().toLowerCase();
  const taken = new Set(chosen.map((tag) => tag.toLowerCase()));
  const open = all.filter((tag) => !taken.has(tag.toLowerCase()));
  if (!query) return open.slice(0, max);
  const starts = open.filter((tag) => tag.toLowerCase().startsWith(query));
  const contains = open.filter(
    (tag) => !tag.toLowerCase().startsWith(query) && tag.toLowerCase().includes(query),
  );
  return [...starts, ...contains].slice(0, max);
}
