import { z } from 'zod';

/** The `search` argument of a named list (tags, collections). */
export const titleSearch = {
  description: 'Only items whose name contains these characters (any case), at most 100.',
  validate: z.string().max(100, 'must be at most 100 characters'),
};

/**
 * The rows whose `field` contains `search` in any case; all rows when it is empty. Its
 * characters match literally: Prisma passes `contains` into LIKE as it is, so `%`, `_` and the
 * escape character `\` are escaped here.
 */
export function titleContains(field: string, search: string | null | undefined) {
  const text = search?.trim().replace(/[\\%_]/g, '\\$&');
  return text ? { [field]: { contains: text, mode: 'insensitive' as const } } : {};
}
