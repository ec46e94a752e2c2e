import { prisma } from '../db/client.js';
import { Prisma } from '../generated/prisma/client.js';
import type { SwipeKind } from '../generated/prisma/enums.js';
import { uuidOrNobody } from './visibility.js';

// How a team's swipes are filtered, sorted and searched: one place for the web app, the
// REST adapters and the benchmarks.

export interface SwipeFilter {
  kind?: SwipeKind | null | undefined;
  tagId?: string | null | undefined;
  collectionId?: string | null | undefined;
  /** Words typed in the search box; the last one matches as a prefix while typing. */
  search?: string | null | undefined;
}

export type SwipeSort = 'NEWEST' | 'OLDEST';

export function swipeWhere(teamId: string, filter: SwipeFilter): Prisma.SwipeWhereInput {
  return {
    teamId,
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.tagId ? { tags: { some: { tagId: uuidOrNobody(filter.tagId) } } } : {}),
    ...(filter.collectionId
      ? { collections: { some: { collectionId: uuidOrNobody(filter.collectionId) } } }
      : {}),
  };
}

/** "black fri" → "black:* & fri:*" (letters and digits only, so nothing reaches tsquery syntax). */
export function prefixQuery(text: string | null | undefined): string | null {
  const words = (text ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length
    ? words
        .slice(0, 12)
        .map((word) => `${word}:*`)
        .join(' & ')
    : null;
}

/** Relevance is ranked among this many of the newest matches (ranking reads every vector). */
export const RANKED_MATCHES = 2000;

/**
 * Full-text search over title, notes, source and page/email text (the search_vector
 * column), best match first; returns one page of swipe ids. A word found in thousands of
 * swipes is ranked among the newest RANKED_MATCHES of them, which keeps every search fast.
 */
export async function searchSwipeIds(
  teamId: string,
  filter: SwipeFilter,
  query: string,
  page: { offset: number; limit: number },
): Promise<string[]> {
  const conditions = [
    Prisma.sql`s.team_id = ${teamId}::uuid`,
    Prisma.sql`s.search_vector @@ q.query`,
  ];
  if (filter.kind) conditions.push(Prisma.sql`s.kind = ${filter.kind}::swipe_kind`);
  if (filter.tagId) {
    conditions.push(
      Prisma.sql`EXISTS (SELECT 1 FROM swipe_tag st WHERE st.swipe_id = s.id AND st.tag_id = ${uuidOrNobody(filter.tagId)}::uuid)`,
    );
  }
  if (filter.collectionId) {
    conditions.push(
      Prisma.sql`EXISTS (SELECT 1 FROM swipe_collection sc WHERE sc.swipe_id = s.id AND sc.collection_id = ${uuidOrNobody(filter.collectionId)}::uuid)`,
    );
  }
  const rows = await prisma().$queryRaw<{ id: string }[]>`
    WITH matches AS MATERIALIZED (
      SELECT s.id, s.search_vector, q.query
      FROM swipe s, to_tsquery('english', ${query}) AS q(query)
      WHERE ${Prisma.join(conditions, ' AND ')}
      ORDER BY s.id DESC
      LIMIT ${RANKED_MATCHES}
    )
    SELECT id::text AS id FROM matches
    ORDER BY ts_rank_cd(search_vector, query) DESC, id DESC
    OFFSET ${page.offset} LIMIT ${page.limit}`;
  return rows.map((row) => row.id);
}
