import { searchWords } from '@swipestack/common/search';
import { prisma } from '../../db/client.js';
import type { Collection, Swipe, Tag } from '../../generated/prisma/client.js';
import { Prisma } from '../../generated/prisma/client.js';
import type { SwipeKind } from '../../generated/prisma/enums.js';
import { uuidOrNobody } from '../teams/visibility.js';

// How a team's swipes are filtered, sorted, searched and paged: one SQL statement per page,
// for the web app, the REST adapters and the benchmarks.

export interface SwipeFilter {
  kind?: SwipeKind | null | undefined;
  tagId?: string | null | undefined;
  collectionId?: string | null | undefined;
  /** The user who added the swipe (a member of the team: checked by the caller). */
  authorId?: string | null | undefined;
  /** Added at or after this moment. */
  addedFrom?: Date | null | undefined;
  /** Added at or before this moment. */
  addedTo?: Date | null | undefined;
}

const SWIPE_SORTS = [
  'NEWEST',
  'OLDEST',
  'TITLE_ASC',
  'TITLE_DESC',
  'KIND_ASC',
  'KIND_DESC',
  'SOURCE_ASC',
  'SOURCE_DESC',
  'AUTHOR_ASC',
  'AUTHOR_DESC',
] as const;
export type SwipeSort = (typeof SWIPE_SORTS)[number];

/**
 * A sort's order: by a key computed from a swipe row (alias given), then by id; or by id
 * alone (ids are UUIDv7, so id order is the order swipes were saved in).
 */
interface SortOrder {
  key: ((alias: string) => Prisma.Sql) | null;
  descending: boolean;
}

/** The source a card shows: the address's host without "www.", else the source text. */
const sourceKey = (a: string) =>
  Prisma.raw(
    `lower(coalesce(substring(${a}.url from '^[A-Za-z]+://(?:www\\.)?([^/:?#]+)'), ${a}.source, ''))`,
  );
const SORT_KEYS = {
  TITLE: (a: string) => Prisma.raw(`lower(${a}.title)`),
  // Alphabetical by the enum's name, which is also the labels' order (Ad, Email, Image…).
  KIND: (a: string) => Prisma.raw(`${a}.kind::text`),
  SOURCE: sourceKey,
  AUTHOR: (a: string) =>
    Prisma.raw(`coalesce((SELECT lower(u.name) FROM "user" u WHERE u.id = ${a}.author_id), '')`),
} as const;

function sortOrder(sort: SwipeSort): SortOrder {
  if (sort === 'NEWEST' || sort === 'OLDEST') return { key: null, descending: sort === 'NEWEST' };
  const [field, direction] = sort.split('_') as [keyof typeof SORT_KEYS, 'ASC' | 'DESC'];
  return { key: SORT_KEYS[field], descending: direction === 'DESC' };
}

/**
 * `s` compared with the swipe `id` in the sort's order: 'after' (strictly later in the order),
 * 'before' (strictly earlier), 'atOrBefore', 'atOrAfter'. Sorted by a key, the comparison is
 * on (key, id), the key read from the swipe `id` itself (a deleted swipe matches nothing).
 */
function compareWith(
  order: SortOrder,
  id: string,
  side: 'after' | 'before' | 'atOrBefore' | 'atOrAfter',
): Prisma.Sql {
  const later = side === 'after' || side === 'atOrAfter';
  const greater = later !== order.descending;
  const inclusive = side === 'atOrBefore' || side === 'atOrAfter';
  const op = Prisma.raw(`${greater ? '>' : '<'}${inclusive ? '=' : ''}`);
  const target = uuidOrNobody(id);
  if (!order.key) return Prisma.sql`s.id ${op} ${target}::uuid`;
  return Prisma.sql`(${order.key('s')}, s.id) ${op} (SELECT ${order.key('x')}, x.id FROM swipe x WHERE x.id = ${target}::uuid)`;
}

/**
 * Which rows a page takes. Browsing (keyset): the rows strictly between two swipes in the
 * sort's order (either bound may be null), nearest `afterId` first, or nearest `beforeId`
 * first when `backward`. Searching: the ranked matches from an offset on.
 */
export type SwipePosition =
  | { sort: SwipeSort; afterId: string | null; beforeId?: string | null; backward?: boolean }
  | { search: string; offset: number };

/**
 * "black fri" → "black:* & fri:*" (letters and digits only, so nothing reaches tsquery syntax;
 * the first 12 words of the first 500 characters: common/src/search.ts).
 */
export function prefixQuery(text: string | null | undefined): string | null {
  const words = searchWords(text);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/** Relevance is ranked among this many of the newest matches (ranking reads every vector). */
export const RANKED_MATCHES = 2000;

/** Where a search found a swipe's words. */
export type FoundIn =
  | 'TITLE'
  | 'NOTES'
  | 'SOURCE'
  | 'PAGE_TEXT'
  | 'EMAIL_TEXT'
  | 'IMAGE_TEXT'
  | 'TRANSCRIPT'
  | 'TAG'
  | 'COLLECTION';

/**
 * A swipe as a page carries it: every column but page text, email HTML, the texts of email
 * HTML, images and a video's speech, and the search vector; its tags, collections and author's name. A search's
 * rows also say where they matched.
 */
export type SwipePageRow = Omit<
  Swipe,
  'bodyText' | 'emailHtml' | 'emailText' | 'imageText' | 'transcriptText'
> & {
  author: { name: string } | null;
  tags: { tag: Tag }[];
  collections: { collection: Collection }[];
  foundIn?: FoundIn[];
};

const TAG_COLUMNS = ['id', 'teamId', 'title', 'createdAt'] as const;
const COLLECTION_COLUMNS = [
  'id',
  'teamId',
  'name',
  'description',
  'coverSwipeId',
  'publicToken',
  'publishedAt',
  'createdAt',
  'updatedAt',
] as const;
const SWIPE_COLUMNS = [
  'id',
  'teamId',
  'authorId',
  'kind',
  'title',
  'url',
  'source',
  'notes',
  'media',
  'createdVia',
  'captureStatus',
  'captureError',
  'captureReport',
  'captureHeldUntil',
  'videoStatus',
  'videoFailure',
  'createdAt',
  'updatedAt',
  'commentCount',
] as const;

const ROW_COLUMNS = Prisma.sql`s.id, s.team_id AS "teamId", s.author_id AS "authorId", s.kind,
  s.title, s.url, s.source, s.notes, s.media, s.created_via AS "createdVia",
  s.capture_status AS "captureStatus", s.capture_error AS "captureError",
  s.capture_report AS "captureReport", s.capture_held_until AS "captureHeldUntil",
  s.video_status AS "videoStatus", s.video_failure AS "videoFailure",
  s.created_at AS "createdAt", s.updated_at AS "updatedAt",
  s.comment_count AS "commentCount",
  (SELECT json_build_object('name', u.name) FROM "user" u WHERE u.id = s.author_id) AS author,
  (SELECT json_agg(json_build_object('id', t.id, 'teamId', t.team_id, 'title', t.title,
      'createdAt', t.created_at))
    FROM swipe_tag st JOIN tag t ON t.id = st.tag_id WHERE st.swipe_id = s.id) AS tags,
  (SELECT json_agg(json_build_object('id', c.id, 'teamId', c.team_id, 'name', c.name,
      'description', c.description, 'coverSwipeId', c.cover_swipe_id, 'publicToken', c.public_token,
      'publishedAt', c.published_at, 'createdAt', c.created_at, 'updatedAt', c.updated_at))
    FROM swipe_collection sc JOIN collection c ON c.id = sc.collection_id
    WHERE sc.swipe_id = s.id) AS collections`;

/**
 * Which of a ranked swipe's texts hold any of the searched words: title, body and email text
 * or a video's transcript (a video has no other C text), and image text by their weights in
 * search_vector (A, C, D: see the image_text and video_transcript migrations);
 * notes and source (both B) by their own short texts; then its tags' and collections' names.
 * Computed for one page of rows only.
 */
const FOUND_IN = Prisma.sql`array_remove(ARRAY[
    CASE WHEN ts_filter(s.search_vector, '{a}') @@ w.query THEN 'TITLE' END,
    CASE WHEN to_tsvector('english', coalesce(s.notes, '')) @@ w.query THEN 'NOTES' END,
    CASE WHEN to_tsvector('english', coalesce(s.source, '')) @@ w.query THEN 'SOURCE' END,
    CASE WHEN ts_filter(s.search_vector, '{c}') @@ w.query
      THEN CASE s.kind WHEN 'EMAIL' THEN 'EMAIL_TEXT' WHEN 'VIDEO' THEN 'TRANSCRIPT'
        ELSE 'PAGE_TEXT' END END,
    CASE WHEN ts_filter(s.search_vector, '{d}') @@ w.query THEN 'IMAGE_TEXT' END,
    CASE WHEN EXISTS (SELECT 1 FROM swipe_tag st JOIN tag t ON t.id = st.tag_id
      WHERE st.swipe_id = s.id AND to_tsvector('english', t.title) @@ w.query) THEN 'TAG' END,
    CASE WHEN EXISTS (SELECT 1 FROM swipe_collection sc JOIN collection c ON c.id = sc.collection_id
      WHERE sc.swipe_id = s.id AND to_tsvector('english', c.name) @@ w.query) THEN 'COLLECTION' END
  ], NULL) AS "foundIn"`;

/** "black:* & fri:*" → "black:* | fri:*": a text holding any one of the words. */
const anyWord = (search: string) => search.split(' & ').join(' | ');

type RawRow = Omit<SwipePageRow, 'tags' | 'collections'> & {
  tags: Tag[] | null;
  collections: Collection[] | null;
};

function filterConditions(teamId: string, filter: SwipeFilter): Prisma.Sql[] {
  const conditions = [Prisma.sql`s.team_id = ${teamId}::uuid`];
  if (filter.kind) conditions.push(Prisma.sql`s.kind = ${filter.kind}::swipe_kind`);
  if (filter.tagId) {
    conditions.push(
      Prisma.sql`EXISTS (SELECT 1 FROM swipe_tag ft WHERE ft.swipe_id = s.id AND ft.tag_id = ${uuidOrNobody(filter.tagId)}::uuid)`,
    );
  }
  if (filter.collectionId) {
    conditions.push(
      Prisma.sql`EXISTS (SELECT 1 FROM swipe_collection fc WHERE fc.swipe_id = s.id AND fc.collection_id = ${uuidOrNobody(filter.collectionId)}::uuid)`,
    );
  }
  if (filter.authorId) {
    conditions.push(Prisma.sql`s.author_id = ${uuidOrNobody(filter.authorId)}::uuid`);
  }
  if (filter.addedFrom) conditions.push(Prisma.sql`s.created_at >= ${filter.addedFrom}`);
  if (filter.addedTo) conditions.push(Prisma.sql`s.created_at <= ${filter.addedTo}`);
  return conditions;
}

/**
 * The newest RANKED_MATCHES swipes a search query matches among those meeting the filter,
 * as (id, rank): by their own texts (the GIN index on search_vector), or by the name of one of
 * their tags or collections (rank 0 unless their texts match too). Every part stops at the
 * newest RANKED_MATCHES, so a search costs about the same in a team of a million swipes: the
 * texts' part walks the primary key backwards (a common word) or reads the GIN index (a rare
 * one), and ranks only the rows it keeps; the names' parts take, for each of the team's few
 * matching tags and collections, its newest swipes from the link table's (tag_id, swipe_id)
 * or (collection_id, swipe_id) index, backwards (ids are UUIDv7). A hit kept in the end that
 * matches by its texts is among the texts' newest RANKED_MATCHES, so its rank is known, as
 * every part and the final cut keep the newest by the same order.
 * Newest is by id (the moment saved in the team), except with a date filter: then by
 * created_at, then id, the date the filter reads, so the texts' part walks the date index
 * newest first and stops too (a swipe moved from another team or imported keeps its
 * created_at under a newer id; only which matches make the newest RANKED_MATCHES can differ).
 * Without `ranked` every rank is 0 (counting needs none).
 */
function searchHits(
  teamId: string,
  filter: SwipeFilter,
  search: string,
  ranked: boolean,
): Prisma.Sql {
  const where = Prisma.join(filterConditions(teamId, filter), ' AND ');
  const byDate = Boolean(filter.addedFrom || filter.addedTo);
  // Ranked outside the LIMIT, so only the kept rows' vectors are read a second time.
  const rank = ranked
    ? Prisma.sql`ts_rank_cd(m.search_vector, to_tsquery('english', ${search}))`
    : Prisma.sql`0`;
  const newest = byDate ? Prisma.sql`s.created_at DESC, s.id DESC` : Prisma.sql`s.id DESC`;
  // The swipes of the team's tags (or collections) whose names match; by id, newest first
  // straight from the link table's index.
  const named = (owner: 'tag' | 'collection', name: 'title' | 'name') => Prisma.sql`
      SELECT named.id, named.created_at, 0 FROM ${Prisma.raw(owner)} n CROSS JOIN LATERAL (
        SELECT s.id, s.created_at FROM ${Prisma.raw(`swipe_${owner}`)} l
          JOIN swipe s ON s.id = l.swipe_id
        WHERE ${Prisma.raw(`l.${owner}_id`)} = n.id AND ${where}
        ORDER BY ${byDate ? newest : Prisma.sql`l.swipe_id DESC`} LIMIT ${RANKED_MATCHES}) AS named
      WHERE n.team_id = ${teamId}::uuid
        AND to_tsvector('english', ${Prisma.raw(`n.${name}`)}) @@ to_tsquery('english', ${search})`;
  return Prisma.sql`
    SELECT id, max(rank) AS rank FROM (
      SELECT m.id, m.created_at, ${rank} AS rank FROM (
        SELECT s.id, s.created_at, s.search_vector FROM swipe s
        WHERE ${where} AND s.search_vector @@ to_tsquery('english', ${search})
        ORDER BY ${newest} LIMIT ${RANKED_MATCHES}) AS m
      UNION ALL ${named('tag', 'title')}
      UNION ALL ${named('collection', 'name')}
    ) AS hit
    GROUP BY id, created_at
    ORDER BY ${byDate ? Prisma.sql`created_at DESC, id DESC` : Prisma.sql`id DESC`}
    LIMIT ${RANKED_MATCHES}`;
}

/**
 * One page of a team's swipes with their tags and collections, in one statement.
 * Browsing: in the sort's order (newest or oldest first, or by title, kind, source or author,
 * then id), after a given swipe. Searching: full-text search over title, notes, source, page
 * or email text, text in images and the names of its tags and collections, best match first
 * (a match by a name only ranks after text matches), each row
 * saying where it matched (`foundIn`); a word found in thousands of swipes is ranked among
 * the newest RANKED_MATCHES of them, which keeps every search fast.
 */
export async function findSwipePage(
  teamId: string,
  filter: SwipeFilter,
  position: SwipePosition,
  limit: number,
): Promise<SwipePageRow[]> {
  let rows: RawRow[];
  if ('search' in position) {
    rows = await prisma().$queryRaw<RawRow[]>`
      WITH ranked AS MATERIALIZED (
        SELECT id, rank FROM (${searchHits(teamId, filter, position.search, true)}) AS hit
        ORDER BY rank DESC, id DESC
        OFFSET ${position.offset} LIMIT ${limit}
      )
      SELECT ${ROW_COLUMNS}, ${FOUND_IN}
      FROM ranked r JOIN swipe s ON s.id = r.id,
        to_tsquery('english', ${anyWord(position.search)}) AS w(query)
      ORDER BY r.rank DESC, r.id DESC`;
  } else {
    const conditions = filterConditions(teamId, filter);
    const order = sortOrder(position.sort);
    if (position.afterId) conditions.push(compareWith(order, position.afterId, 'after'));
    if (position.beforeId) conditions.push(compareWith(order, position.beforeId, 'before'));
    const direction = order.descending !== Boolean(position.backward) ? 'DESC' : 'ASC';
    const orderBy = order.key
      ? Prisma.sql`${order.key('s')} ${Prisma.raw(direction)}, s.id ${Prisma.raw(direction)}`
      : Prisma.sql`s.id ${Prisma.raw(direction)}`;
    rows = await prisma().$queryRaw<RawRow[]>`
      SELECT ${ROW_COLUMNS} FROM swipe s
      WHERE ${Prisma.join(conditions, ' AND ')}
      ORDER BY ${orderBy}
      LIMIT ${limit}`;
  }
  return rows.map((row) => ({
    ...row,
    tags: (row.tags ?? []).map((tag) => ({ tag: { ...tag, createdAt: new Date(tag.createdAt) } })),
    collections: (row.collections ?? []).map((collection) => ({
      collection: {
        ...collection,
        publishedAt: collection.publishedAt ? new Date(collection.publishedAt) : null,
        createdAt: new Date(collection.createdAt),
        updatedAt: new Date(collection.updatedAt),
      },
    })),
  }));
}

/**
 * Whether the team has a swipe matching the filter at or before `id` in the sort's order
 * ('prior'), or at or after it ('following'): a page's hasPreviousPage and hasNextPage.
 */
export async function swipeExists(
  teamId: string,
  filter: SwipeFilter,
  sort: SwipeSort,
  id: string,
  side: 'prior' | 'following',
): Promise<boolean> {
  const conditions = filterConditions(teamId, filter);
  conditions.push(compareWith(sortOrder(sort), id, side === 'prior' ? 'atOrBefore' : 'atOrAfter'));
  const [row] = await prisma().$queryRaw<{ found: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM swipe s WHERE ${Prisma.join(conditions, ' AND ')}) AS found`;
  return Boolean(row?.found);
}

/** How many swipes a search ranks (at most RANKED_MATCHES): where paging backward starts. */
export async function countSearchMatches(
  teamId: string,
  filter: SwipeFilter,
  search: string,
): Promise<number> {
  const [row] = await prisma().$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS count FROM (${searchHits(teamId, filter, search, false)}) AS matches`;
  return Number(row?.count ?? 0);
}

type Selection = boolean | { select?: Record<string, Selection>; include?: unknown };

function carriesColumns(selection: Selection, columns: readonly string[]): boolean {
  if (selection === true) return true;
  if (typeof selection !== 'object' || selection === null) return false;
  const keys = Object.keys(selection);
  if (keys.length !== 1 || !selection.select) return false;
  return Object.entries(selection.select).every(
    ([key, value]) => value === false || (value === true && columns.includes(key)),
  );
}

function carriesLink(selection: Selection, name: string, columns: readonly string[]): boolean {
  if (typeof selection !== 'object' || selection === null) return false;
  const keys = Object.keys(selection);
  if (keys.length !== 1 || !selection.select) return false;
  return Object.entries(selection.select).every(
    ([key, value]) => value === false || (key === name && carriesColumns(value, columns)),
  );
}

/**
 * Whether a Prisma selection (as GraphQL plans it) asks only for what a page row carries, so
 * the rows can answer it without another statement.
 */
export function pageRowsCarry(selection: Selection): boolean {
  if (typeof selection !== 'object' || selection === null) return false;
  if (Object.keys(selection).some((key) => key !== 'select')) return false;
  return Object.entries(selection.select ?? {}).every(([key, value]) => {
    if (value === false) return true;
    if (key === 'tags') return carriesLink(value, 'tag', TAG_COLUMNS);
    if (key === 'collections') return carriesLink(value, 'collection', COLLECTION_COLUMNS);
    if (key === 'author') return value !== true && carriesColumns(value, ['name']);
    return value === true && (SWIPE_COLUMNS as readonly string[]).includes(key);
  });
}

/**
 * The stored addresses that count as this page: the address as the server normalises it
 * (`new URL().toString()`) and the same without its fragment (the extension saves pages
 * without one). None for text that is not an http(s) address.
 */
export function pageAddressVariants(url: string): string[] {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return [];
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return [];
  const exact = parsed.toString();
  parsed.hash = '';
  return [...new Set([exact, parsed.toString()])];
}

/**
 * The newest of the team's swipes saved from this page (the extension's and the add dialog's
 * "already saved"): saved at this address, or captured ending on it (a redirect) or declaring
 * it as the page's canonical address.
 */
export function swipeByUrlQuery(teamId: string, url: string) {
  const variants = pageAddressVariants(url);
  return variants.length
    ? {
        where: atAddresses(teamId, variants),
        orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }],
      }
    : null;
}

/** The team's swipes saved at one of `addresses`, or captured ending on or declaring one. */
export function atAddresses(teamId: string, addresses: string[]) {
  return {
    teamId,
    OR: [
      { url: { in: addresses } },
      { finalUrl: { in: addresses } },
      { canonicalUrl: { in: addresses } },
    ],
  };
}
