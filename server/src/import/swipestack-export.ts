import { z } from 'zod';
import {
  dateOf,
  type ImportFile,
  ImportFormatError,
  type ImportItem,
  type ImportKind,
  linkItem,
  type ParsedImport,
  textOr,
} from './types.js';
import type { ZipReader } from './zip-reader.js';

// This app's own export ZIP (docs/export.md): swipes.json at the root, the swipes' files under
// files/ and emails' HTML under emails/<swipeId>.html. The first export shape (before
// `formatVersion`: a `team` object per swipe, `files` as {role: path}, `text` and `emailHtml`
// inline) is read too.

const KINDS = ['WEBSITE', 'EMAIL', 'IMAGE', 'AD', 'LANDING_PAGE', 'TEXT', 'VIDEO'] as const;
const FILE_ROLES = [
  'image',
  'screenshot',
  'viewport',
  'thumbnail',
  'emailInline',
  'emailAttachment',
  // A video's poster and strip are made again from it (services/videos/video-processing.ts).
  'video',
];

const text = z.string().nullish();
const swipe = z
  .object({
    kind: z.enum(KINDS),
    title: text,
    url: text,
    source: text,
    notes: text,
    description: text,
    createdAt: z.string().nullish(),
    tags: z.array(z.string()).nullish(),
    collections: z.array(z.string()).nullish(),
    files: z
      .union([
        z.array(z.object({ role: z.string(), path: z.string(), contentType: z.string() }).loose()),
        z.record(z.string(), z.string()),
      ])
      .nullish(),
    emailHtmlPath: text,
    bodyText: text,
    emailText: text,
    imageText: text,
    // The first shape's names.
    text: text,
    emailHtml: text,
  })
  .loose();
const document = z
  .object({
    formatVersion: z.number().optional(),
    collections: z.array(z.object({ name: z.string(), description: text }).loose()).nullish(),
    swipes: z.array(swipe),
  })
  .loose();

const typeByExtension: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

function filesOf(value: z.infer<typeof swipe>['files']): ImportFile[] {
  if (!value) return [];
  const files = Array.isArray(value)
    ? value
    : Object.entries(value).map(([role, path]) => ({
        role,
        path,
        contentType: typeByExtension[path.split('.').pop()?.toLowerCase() ?? ''] ?? '',
      }));
  return files
    .filter((file) => FILE_ROLES.includes(file.role))
    .map(({ role, path, contentType, ...rest }) => ({
      role,
      path,
      contentType,
      name: 'name' in rest && typeof rest.name === 'string' ? rest.name : null,
    }));
}

/** The items of a parsed swipes.json; `emailHtmlOf` reads an email's HTML from the ZIP. */
export async function parseSwipestackDocument(
  value: unknown,
  emailHtmlOf: (path: string) => Promise<string | null>,
): Promise<ParsedImport> {
  const parsed = document.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ImportFormatError(
      `swipes.json is not a Swipestack export: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'unexpected shape'}.`,
    );
  }
  const items: ImportItem[] = [];
  for (const entry of parsed.data.swipes) {
    const emailHtml = entry.emailHtmlPath
      ? await emailHtmlOf(entry.emailHtmlPath)
      : (entry.emailHtml ?? null);
    items.push(
      linkItem({
        kind: entry.kind as ImportKind,
        title: textOr(entry.title),
        url: textOr(entry.url),
        notes: textOr(entry.notes),
        source: textOr(entry.source),
        tags: entry.tags ?? [],
        collections: entry.collections ?? [],
        createdAt: dateOf(entry.createdAt),
        bodyText: entry.bodyText ?? entry.text ?? null,
        emailText: entry.emailText ?? null,
        imageText: entry.imageText ?? null,
        emailHtml,
        description: textOr(entry.description),
        files: filesOf(entry.files),
      }),
    );
  }
  return {
    format: 'SWIPESTACK_ZIP',
    items,
    collections: (parsed.data.collections ?? []).map((collection) => ({
      name: collection.name.trim(),
      description: textOr(collection.description),
    })),
  };
}

/** Reads swipes.json (and the emails' HTML) from an export ZIP. */
export async function parseSwipestackZip(zip: ZipReader): Promise<ParsedImport> {
  const json = await zip.read('swipes.json');
  if (!json) {
    throw new ImportFormatError('This ZIP file is not a Swipestack export: it has no swipes.json.');
  }
  let value: unknown;
  try {
    value = JSON.parse(json.toString('utf8'));
  } catch {
    throw new ImportFormatError('swipes.json in this ZIP file is not valid JSON.');
  }
  const parsed = await parseSwipestackDocument(value, async (path) => {
    const html = await zip.read(path);
    return html ? html.toString('utf8') : null;
  });
  // The job reads each item's files later, between saved batches: a file named by many items
  // must not take it past the limits half-way.
  zip.checkReads(parsed.items.flatMap((item) => (item.files ?? []).map((file) => file.path)));
  return parsed;
}
