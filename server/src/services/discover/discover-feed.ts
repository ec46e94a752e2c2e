import { prisma } from '../../db/client.js';
import { metaAdPage } from '../../finder/meta-ad-library.js';
import { Prisma } from '../../generated/prisma/client.js';
import type { SwipeKind } from '../../generated/prisma/enums.js';
import type { ServiceDeps } from '../deps.js';
import { EXAMPLE_KINDS } from '../examples/examples.js';
import { thumbnailPath } from '../swipes/swipe-media.js';
import { uuidOrNobody } from '../teams/visibility.js';
import { type Interest, teamInterests } from './discover-interests.js';

// Discover's feed (docs/discover.md): inspiration a team has not saved yet, from the examples
// gallery, from the collections their teams chose to list in Discover and from the team's
// tracked brands (ads found and not saved yet), ranked by how much
// of each item's text the team's interests share (discover-interests.ts), newest first among
// equals. Items a user hid, and items their team saved, are left out. One statement a page.

/** Pseudo-category of items from listed collections (beside the gallery's categories). */
export const COMMUNITY_CATEGORY = 'community';
/** Pseudo-category of the team's tracked brands' ads not saved yet (docs/finder.md). */
export const TRACKED_CATEGORY = 'tracked-brands';

export interface DiscoverFilter {
  kind?: SwipeKind | null | undefined;
  category?: string | null | undefined;
  /** Only items added since. */
  since?: Date | null | undefined;
}

export interface DiscoverItem {
  key: string;
  source: 'EXAMPLE' | 'COLLECTION' | 'TRACKED';
  title: string;
  text: string;
  kind: SwipeKind;
  category: string;
  /** A path: the gallery's cover or the swipe's thumbnail (image endpoint); null: none. */
  imageUrl: string | null;
  /** Where the item lives: the example's page, the public collection's, or Meta's page of the ad. */
  link: string;
  collectionName: string | null;
  addedAt: Date;
  isNew: boolean;
  /** "Because you saved “…”": the interest it matched best; null when it matched none. */
  reason: string | null;
}

/** Whose feed, in which team; tracked ads link to their page of Meta's Ad Library (`meta`). */
export interface DiscoverContext extends Pick<ServiceDeps, 'appOrigin' | 'meta'> {
  userId: string;
  teamId: string;
}

const exampleKind = Prisma.raw(
  `CASE e.category ${Object.entries(EXAMPLE_KINDS)
    .map(([category, kind]) => `WHEN '${category}' THEN '${kind}'`)
    .join(' ')} ELSE 'WEBSITE' END`,
);

/** Every item in the feed of the team, before filters: a SQL fragment (a derived table). */
function itemsOf(context: DiscoverContext) {
  const teamId = uuidOrNobody(context.teamId);
  const origin = context.appOrigin.replace(/\/$/, '');
  return Prisma.sql`(
    SELECT 'example:' || e.id AS key, 'EXAMPLE' AS source, e.title, e.description AS text,
      ${exampleKind} AS kind, e.category, e.cover_image AS image, NULL::jsonb AS media,
      e.path AS link, NULL AS collection_name, e.created_at AS added_at,
      to_tsvector('english', e.title || ' ' || e.description || ' ' || e.theme) AS vector
    FROM example e
    -- Saved from the gallery already (saveExample keeps the example's page as the URL).
    WHERE NOT EXISTS (SELECT 1 FROM swipe t WHERE t.team_id = ${teamId}::uuid
      AND t.created_via = 'EXAMPLES' AND t.url = ${origin} || e.path)
    UNION ALL
    (SELECT DISTINCT ON (s.id) 'swipe:' || s.id, 'COLLECTION', s.title,
      coalesce(s.notes, ''), s.kind::text, ${COMMUNITY_CATEGORY}, NULL, s.media::jsonb,
      '/collection/' || c.public_token, c.name, c.discover_listed_at, s.search_vector
    FROM collection c
    JOIN swipe_collection sc ON sc.collection_id = c.id
    JOIN swipe s ON s.id = sc.swipe_id
    WHERE c.discover_listed_at IS NOT NULL AND c.public_token IS NOT NULL
      AND c.team_id <> ${teamId}::uuid
    ORDER BY s.id, c.discover_listed_at)
    UNION ALL
    SELECT 'meta:' || m.ad_id, 'TRACKED', m.page_name || ': ' || coalesce(m.link_title, left(m.body, 80)),
      m.body, 'AD', ${TRACKED_CATEGORY}, NULL, NULL::jsonb,
      m.ad_id, NULL, m.found_at,
      to_tsvector('english', m.page_name || ' ' || coalesce(m.link_title, '') || ' ' || m.body)
    FROM meta_ad m
    WHERE m.team_id = ${teamId}::uuid AND m.tracked_brand_id IS NOT NULL AND m.saved_at IS NULL
  ) i`;
}

function visibleTo(context: DiscoverContext, filter: DiscoverFilter) {
  const conditions = [
    Prisma.sql`NOT EXISTS (SELECT 1 FROM discover_hidden h
      WHERE h.user_id = ${context.userId}::uuid AND h.item_key = i.key)`,
    Prisma.sql`NOT EXISTS (SELECT 1 FROM discover_save d
      WHERE d.team_id = ${uuidOrNobody(context.teamId)}::uuid AND d.item_key = i.key)`,
  ];
  if (filter.kind) conditions.push(Prisma.sql`i.kind = ${filter.kind}`);
  if (filter.category) conditions.push(Prisma.sql`i.category = ${filter.category}`);
  if (filter.since) conditions.push(Prisma.sql`i.added_at >= ${filter.since}`);
  return Prisma.join(conditions, ' AND ');
}

/** When the user last opened Discover (their sign-up before the first time). */
async function seenSince(userId: string): Promise<Date> {
  const user = await prisma().user.findUnique({
    where: { id: userId },
    select: { discoverSeenAt: true, createdAt: true },
  });
  return user?.discoverSeenAt ?? user?.createdAt ?? new Date();
}

interface Row {
  key: string;
  source: DiscoverItem['source'];
  title: string;
  text: string;
  kind: SwipeKind;
  category: string;
  image: string | null;
  media: Prisma.JsonValue | null;
  link: string;
  collection_name: string | null;
  added_at: Date;
  top_word: string | null;
}

/** The feed's items from `offset` on, best match for the team first. */
export async function discoverItems(
  context: DiscoverContext,
  filter: DiscoverFilter,
  offset: number,
  limit: number,
): Promise<DiscoverItem[]> {
  const [interests, since] = await Promise.all([
    teamInterests(context.teamId),
    seenSince(context.userId),
  ]);
  const words = interests.map((i) => i.word);
  const weights = interests.map((i) => i.weight);
  const matched = Prisma.sql`FROM unnest(i.vector) u
    JOIN unnest(${words}::text[], ${weights}::float8[]) AS p(word, weight) ON p.word = u.lexeme`;
  const rows = await prisma().$queryRaw<Row[]>`
    SELECT i.key, i.source, i.title, i.text, i.kind, i.category, i.image, i.media, i.link,
      i.collection_name, i.added_at,
      (SELECT p.word ${matched} ORDER BY p.weight DESC, p.word LIMIT 1) AS top_word
    FROM ${itemsOf(context)}
    WHERE ${visibleTo(context, filter)}
    ORDER BY (SELECT coalesce(sum(p.weight), 0) ${matched}) DESC, i.added_at DESC, i.key
    OFFSET ${offset} LIMIT ${limit}`;
  const reasons = await reasonsFor(context.teamId, rows, interests);
  return rows.map((row) => ({
    key: row.key,
    source: row.source,
    title: row.title,
    text: row.text,
    kind: row.kind,
    category: row.category,
    imageUrl: row.image ?? thumbnailPath(row.media),
    link: row.source === 'TRACKED' ? metaAdPage(context.meta, row.link) : row.link,
    collectionName: row.collection_name,
    addedAt: row.added_at,
    isNew: row.added_at > since,
    reason: row.top_word ? (reasons.get(row.top_word) ?? null) : null,
  }));
}

/** How many items the feed holds with these filters. */
export async function discoverTotal(context: DiscoverContext, filter: DiscoverFilter) {
  const counted = await prisma().$queryRaw<{ total: number }[]>`
    SELECT count(*)::int AS total FROM ${itemsOf(context)} WHERE ${visibleTo(context, filter)}`;
  return counted[0]?.total ?? 0;
}

/** The sentence for each matched word: the tag, the search, or the latest swipe using it. */
async function reasonsFor(teamId: string, rows: Row[], interests: Interest[]) {
  const reasons = new Map<string, string>();
  const fromSwipes: string[] = [];
  for (const word of new Set(rows.flatMap((row) => (row.top_word ? [row.top_word] : [])))) {
    const origin = interests.find((i) => i.word === word)?.origin;
    if (origin?.kind === 'TAG') reasons.set(word, `Because you tag swipes “${origin.title}”`);
    else if (origin?.kind === 'SEARCH') reasons.set(word, `Because you searched “${origin.term}”`);
    else fromSwipes.push(word);
  }
  if (fromSwipes.length) {
    const found = await prisma().$queryRaw<{ word: string; title: string }[]>`
      SELECT w.word, s.title FROM unnest(${fromSwipes}::text[]) AS w(word)
      CROSS JOIN LATERAL (SELECT title FROM swipe WHERE team_id = ${uuidOrNobody(teamId)}::uuid
        AND search_vector @@ quote_literal(w.word)::tsquery ORDER BY created_at DESC LIMIT 1) s`;
    for (const row of found) reasons.set(row.word, `Because you saved “${row.title}”`);
  }
  return reasons;
}

/** How many items of the feed are new to the user (the sidebar's badge). */
export async function discoverNewCount(context: DiscoverContext): Promise<number> {
  const since = await seenSince(context.userId);
  const counted = await prisma().$queryRaw<{ total: number }[]>`
    SELECT count(*)::int AS total FROM ${itemsOf(context)}
    WHERE ${visibleTo(context, { since })} AND i.added_at > ${since}`;
  return counted[0]?.total ?? 0;
}
