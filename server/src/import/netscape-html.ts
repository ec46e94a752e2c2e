import { Parser } from 'htmlparser2';
import {
  dateOf,
  ImportFormatError,
  type ImportItem,
  linkItem,
  type ParsedImport,
} from './types.js';

// The Netscape bookmarks file every browser, Linkwarden and Karakeep export:
//   <DT><H3>Folder</H3><DL><p>
//     <DT><A HREF="…" ADD_DATE="1700000000" TAGS="a,b">Title</A>
//     <DD>A note
//   </DL><p>
// A bookmark's collection is the name of the folder it is directly in. The browsers' own root
// folders (toolbar, "other bookmarks") are not collections.

const ROOT_FOLDER_ATTRIBUTES = ['personal_toolbar_folder', 'unfiled_bookmarks_folder'];

/** A file cut short (a tag or a link left open) is refused rather than half-read. */
function checkComplete(html: string) {
  const lastOpen = html.lastIndexOf('<');
  if (lastOpen > html.lastIndexOf('>')) {
    throw new ImportFormatError(
      'The bookmarks file ends in the middle of a tag: it looks cut short.',
    );
  }
  const opened = html.match(/<a[\s>]/gi)?.length ?? 0;
  const closed = html.match(/<\/a\s*>/gi)?.length ?? 0;
  if (opened !== closed) {
    throw new ImportFormatError(
      `The bookmarks file is damaged: ${opened} links are opened but ${closed} are closed.`,
    );
  }
}

export function parseNetscapeBookmarks(html: string): ParsedImport {
  const items: ImportItem[] = [];
  /** The folder names of the open <DL>s (null: a root folder). */
  const folders: (string | null)[] = [];
  let heading: { name: string; root: boolean } | null = null;
  let pendingFolder: string | null | undefined;
  let link: { attribs: Record<string, string>; text: string } | null = null;
  let note: { item: ImportItem; text: string } | null = null;
  let sawAnchor = false;

  const endNote = () => {
    if (note) {
      const text = note.text.trim();
      if (text) note.item.notes = text;
      note = null;
    }
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'h3') {
          endNote();
          heading = {
            name: '',
            root: ROOT_FOLDER_ATTRIBUTES.some((key) => key in attribs),
          };
        } else if (name === 'a') {
          endNote();
          sawAnchor = true;
          link = { attribs, text: '' };
        } else if (name === 'dd') {
          const last = items.at(-1);
          if (last && !note) note = { item: last, text: '' };
        } else if (name === 'dl') {
          endNote();
          folders.push(pendingFolder ?? null);
          pendingFolder = undefined;
        } else if (name === 'dt') endNote();
      },
      ontext(text) {
        if (heading) heading.name += text;
        else if (link) link.text += text;
        else if (note) note.text += text;
      },
      onclosetag(name) {
        if (name === 'h3' && heading) {
          const folder = heading.name.trim();
          pendingFolder = heading.root || !folder ? null : folder;
          heading = null;
        } else if (name === 'a' && link) {
          const { attribs, text } = link;
          link = null;
          const href = attribs.href?.trim();
          if (!href) return;
          const innermost = folders.at(-1) ?? null;
          items.push(
            linkItem({
              url: href,
              title: text.trim().replace(/\s+/g, ' ') || null,
              tags: (attribs.tags ?? '')
                .split(',')
                .map((tag) => tag.trim())
                .filter(Boolean),
              collections: innermost ? [innermost] : [],
              createdAt: dateOf(attribs.add_date),
            }),
          );
        } else if (name === 'dl') {
          endNote();
          folders.pop();
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  checkComplete(html);
  parser.write(html);
  parser.end();
  endNote();
  const declared = /<!DOCTYPE\s+NETSCAPE-Bookmark-file-1/i.test(html.slice(0, 1024));
  if (!declared && !sawAnchor) {
    throw new ImportFormatError('This is not a bookmarks file: it has no bookmarks in it.');
  }
  return { format: 'BOOKMARKS_HTML', items, collections: [] };
}
