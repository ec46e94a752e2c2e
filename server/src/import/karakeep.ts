import { z } from 'zod';
import {
  dateOf,
  ImportFormatError,
  type ImportItem,
  linkItem,
  type ParsedImport,
  textOr,
} from './types.js';

// Karakeep's (formerly Hoarder's) JSON export: {bookmarks: [{createdAt (seconds), title, tags,
// lists (list ids), content: {type: "link", url} | {type: "text", text} | {type: "asset", …} |
// null, note}], lists: [{id, name, description, type: "manual" | "smart", parentId}]}.
// A link is a web page swipe; a text is an ad-copy swipe whose text is kept in its notes
// (after the note, if any); an asset (an uploaded image or PDF) is not in the export's JSON,
// so it is reported as failed. Each manual list becomes a collection of its own name (a
// sub-list too: collections are not nested) and its bookmarks go in it. A smart list is a saved
// search, not a collection, and an id the file's lists do not name has no name to give: the
// bookmark is imported without them (as Karakeep's own import does).

const bookmark = z
  .object({
    createdAt: z.union([z.number(), z.string()]).nullish(),
    title: z.string().nullish(),
    tags: z.array(z.union([z.string(), z.object({ name: z.string() }).loose()])).nullish(),
    content: z
      .object({
        type: z.string(),
        url: z.string().nullish(),
        text: z.string().nullish(),
      })
      .loose()
      .nullish(),
    note: z.string().nullish(),
    lists: z.array(z.union([z.string(), z.object({ name: z.string() }).loose()])).nullish(),
  })
  .loose();
const list = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullish(),
    type: z.string().nullish(),
  })
  .loose();
const exported = z.object({ bookmarks: z.array(bookmark), lists: z.array(list).nullish() }).loose();

const nameOf = (entry: string | { name: string }) =>
  typeof entry === 'string' ? entry : entry.name;

export function parseKarakeep(value: unknown): ParsedImport {
  const parsed = exported.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ImportFormatError(
      `This is not a Karakeep export: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'unexpected shape'}.`,
    );
  }
  const lists = (parsed.data.lists ?? []).filter(
    (entry) => entry.type !== 'smart' && textOr(entry.name),
  );
  const listNames = new Map(lists.map((entry) => [entry.id, entry.name.trim()]));
  const collectionsOf = (entries: (string | { name: string })[]) =>
    entries.flatMap((entry) => {
      const name = typeof entry === 'string' ? listNames.get(entry) : textOr(entry.name);
      return name ? [name] : [];
    });
  const items = parsed.data.bookmarks.map((entry): ImportItem => {
    const common = {
      title: textOr(entry.title),
      tags: (entry.tags ?? []).map(nameOf),
      collections: collectionsOf(entry.lists ?? []),
      createdAt: dateOf(entry.createdAt),
      notes: textOr(entry.note),
    };
    const content = entry.content;
    if (content?.type === 'text') {
      const text = textOr(content.text);
      return linkItem({
        ...common,
        kind: 'AD',
        title: common.title ?? text?.split('\n')[0]?.slice(0, 120) ?? null,
        notes: [common.notes, text].filter(Boolean).join('\n\n') || null,
      });
    }
    if (content?.type === 'link') return linkItem({ ...common, url: textOr(content.url) });
    return linkItem({
      ...common,
      problem: `Karakeep ${content?.type ?? 'empty'} bookmarks cannot be imported: the export holds no file or address for them.`,
    });
  });
  return {
    format: 'KARAKEEP_JSON',
    items,
    collections: lists.map((entry) => ({
      name: entry.name.trim(),
      description: textOr(entry.description),
    })),
  };
}
