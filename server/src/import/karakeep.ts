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
// content: {type: "link", url} | {type: "text", text} | {type: "asset", …} | null, note}]}.
// A link is a web page swipe; a text is an ad-copy swipe whose text is kept in its notes
// (after the note, if any); an asset (an uploaded image or PDF) is not in the export's JSON,
// so it is reported as failed. Lists, when a bookmark names them, become collections.

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
const exported = z.object({ bookmarks: z.array(bookmark) }).loose();

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
  const items = parsed.data.bookmarks.map((entry): ImportItem => {
    const common = {
      title: textOr(entry.title),
      tags: (entry.tags ?? []).map(nameOf),
      collections: (entry.lists ?? []).map(nameOf),
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
  return { format: 'KARAKEEP_JSON', items, collections: [] };
}
