import { z } from 'zod';
import { dateOf, ImportFormatError, linkItem, type ParsedImport, textOr } from './types.js';

// Linkwarden's JSON backup (Settings → Data → Export): the account with its `collections`,
// each holding its `links` ({name, url, description, tags: [{name}], createdAt}). A link's
// description becomes the swipe's notes; its collection, a collection of the same name.

const tag = z.union([z.object({ name: z.string() }).loose(), z.string()]);
const link = z
  .object({
    name: z.string().nullish(),
    url: z.string().nullish(),
    description: z.string().nullish(),
    tags: z.array(tag).nullish(),
    createdAt: z.union([z.string(), z.number()]).nullish(),
  })
  .loose();
const backup = z
  .object({
    collections: z.array(
      z
        .object({
          name: z.string(),
          description: z.string().nullish(),
          links: z.array(link).nullish(),
        })
        .loose(),
    ),
  })
  .loose();

export function parseLinkwarden(value: unknown): ParsedImport {
  const parsed = backup.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ImportFormatError(
      `This is not a Linkwarden backup: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'unexpected shape'}.`,
    );
  }
  const collections = parsed.data.collections;
  return {
    format: 'LINKWARDEN_JSON',
    collections: collections.map((collection) => ({
      name: collection.name.trim(),
      description: textOr(collection.description),
    })),
    items: collections.flatMap((collection) =>
      (collection.links ?? []).map((entry) =>
        linkItem({
          url: textOr(entry.url),
          title: textOr(entry.name),
          notes: textOr(entry.description),
          tags: (entry.tags ?? []).map((t) => (typeof t === 'string' ? t : t.name)),
          collections: collection.name.trim() ? [collection.name.trim()] : [],
          createdAt: dateOf(entry.createdAt),
        }),
      ),
    ),
  };
}
