// The search bench's team: SQL-only seeding of many swipes with realistic text. Words are
// drawn from a 20,000-word vocabulary with a Zipf-like distribution (rank k drawn with
// probability ∝ 1/k: floor(V^random())), so a few words are in nearly every swipe and most
// are in a handful; tags and collections are given to swipes the same way.
import type pg from 'pg';
import type { PrismaClient } from '../src/generated/prisma/client.js';

const VOCABULARY = 20_000;
// The most frequent words: marketing copy (none is an English stop word).
const COMMON = `sale free new offer launch pricing shop today save discount customer product
  brand email team design growth guide best premium trial deal order shipping welcome
  holiday summer winter spring feature update story price plan start subscribe members
  limited exclusive collection style home video course webinar cart checkout gift coupon
  newsletter founder survey review landing signup onboarding checklist template report`
  .split(/\s+/)
  .filter(Boolean);
const SYLLABLES = 'ka lo mi ne ru sa ti vo be da fe go hu ji ze po qua ri sto wen'.split(' ');

/** Word of rank k (1-based): the common words, then made-up words of three or four syllables. */
function vocabulary(): string[] {
  const words = [...COMMON];
  for (let k = 0; words.length < VOCABULARY; k++) {
    const parts = [k % 20, Math.floor(k / 20) % 20, Math.floor(k / 400) % 20];
    if (k >= 8000) parts.push(Math.floor(k / 8000) % 20);
    words.push(parts.map((i) => SYLLABLES[i]).join(''));
  }
  return words;
}

const TAGS = `inspiration black friday|onboarding flow|pricing page|hero section|testimonials|
  cart recovery|welcome series|product launch|newsletter|mobile|dark mode|social proof|
  checkout|free trial|case study|seasonal|b2b|ecommerce|saas|copywriting`
  .split('|')
  .map((tag) => tag.trim());
const TAG_COUNT = 100;
const COLLECTION_COUNT = 40;

export interface SeededTeam {
  userId: string;
  teamId: string;
  swipes: number;
  /** The tag the "tag" filter uses: the most used one. */
  filterTagId: string;
  words: { rare: string; common: string; middle: string; prefix: string; tag: string };
}

const TEAM_NAME = 'Search bench';

/** Seeds the team (or finds it, seeded before with as many swipes) and returns it. */
export async function seedSearchTeam(
  prisma: PrismaClient,
  raw: pg.Client,
  swipes: number,
): Promise<SeededTeam> {
  const words = vocabulary();
  const tagNames = Array.from({ length: TAG_COUNT }, (_, i) => TAGS[i] ?? `topic ${i + 1}`);
  const found = await raw.query<{ team_id: string; user_id: string; swipes: number }>(
    `SELECT t.id AS team_id, m.user_id, (SELECT count(*)::int FROM swipe s WHERE s.team_id = t.id) AS swipes
     FROM team t JOIN team_member m ON m.team_id = t.id WHERE t.name = $1`,
    [TEAM_NAME],
  );
  let teamId = found.rows[0]?.team_id;
  let userId = found.rows[0]?.user_id;
  if (!teamId || !userId || found.rows[0]?.swipes !== swipes) {
    await raw.query('DELETE FROM team WHERE name = $1', [TEAM_NAME]);
    await raw.query(`DELETE FROM "user" WHERE email = 'search-bench@example.com'`);
    const user = await prisma.user.create({
      data: {
        email: 'search-bench@example.com',
        name: 'Bench',
        passwordHash: 'x',
        memberships: {
          create: { role: 'OWNER', team: { create: { name: TEAM_NAME, type: 'TEAM' } } },
        },
      },
      include: { memberships: true },
    });
    userId = user.id;
    teamId = user.memberships[0]?.teamId ?? '';
    await prisma.subscription.create({ data: { teamId, status: 'ACTIVE', type: 'team' } });
    await insertSwipes(raw, { teamId, userId, swipes, words, tagNames });
  }
  const tag = await raw.query<{ id: string }>(
    'SELECT id FROM tag WHERE team_id = $1 AND title = $2',
    [teamId, tagNames[0]],
  );
  return {
    userId,
    teamId,
    swipes,
    filterTagId: tag.rows[0]?.id ?? '',
    words: {
      rare: words[12_000] ?? '',
      common: words[0] ?? '',
      middle: words[199] ?? '',
      prefix: (words[5] ?? '').slice(0, 4),
      tag: 'testimonials',
    },
  };
}

async function insertSwipes(
  raw: pg.Client,
  seed: { teamId: string; userId: string; swipes: number; words: string[]; tagNames: string[] },
) {
  const { teamId, userId, swipes, words, tagNames } = seed;
  // Building indexes once after the rows is much faster than keeping them up row by row.
  await raw.query(`SET maintenance_work_mem = '512MB'`);
  const indexes = await raw.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
     WHERE tablename IN ('swipe', 'swipe_tag', 'swipe_collection')
       AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
  );
  for (const index of indexes.rows) await raw.query(`DROP INDEX "${index.name}"`);
  // Pools of texts drawn word by word, then given to swipes by their number: 100,000 titles
  // of 5 words, 50,000 notes of 15, 4,000 paragraphs of 150 (a page text is one or two).
  // Words are joined from a table by rank: subscripting the 20,000-word array walks it from
  // its start on every draw.
  await raw.query(
    `CREATE TEMP TABLE vocabulary AS SELECT k::int, word FROM unnest($1::text[]) WITH ORDINALITY AS v(word, k)`,
    [words],
  );
  await raw.query('ALTER TABLE vocabulary ADD PRIMARY KEY (k)');
  const pool = (table: string, count: number, length: number) =>
    raw.query(
      `CREATE TEMP TABLE ${table} AS
       SELECT d.n, string_agg(v.word, ' ' ORDER BY d.j) AS text
       FROM (SELECT n, j, floor(power(${VOCABULARY}::float8, random()))::int AS k
             FROM generate_series(0, ${count - 1}) n, generate_series(1, ${length}) j) d
         JOIN vocabulary v ON v.k = d.k
       GROUP BY d.n`,
    );
  await pool('title_pool', 100_000, 5);
  await pool('notes_pool', 50_000, 15);
  await pool('paragraph', 4000, 150);
  // With the pools' sizes known, the insert below hashes them in memory instead of sorting
  // 1,000,000 joined rows on disk (5 GB of temporary files).
  await raw.query('ANALYZE title_pool, notes_pool, paragraph');
  await raw.query(`SET work_mem = '64MB'`);
  // Ids are UUIDv7 of the moment saved, as the app writes them: one swipe every 94 s, about
  // three years back from now.
  await raw.query(
    `INSERT INTO swipe (id, team_id, author_id, kind, title, url, source, notes, body_text,
       created_via, capture_status, created_at, updated_at)
     SELECT (lpad(to_hex((extract(epoch FROM g.at) * 1000)::bigint), 12, '0') || '7'
         || substr(md5(g.i::text), 1, 3) || '8' || substr(md5(g.i::text), 4, 15))::uuid,
       $1::uuid, $2::uuid,
       (ARRAY['WEBSITE','WEBSITE','WEBSITE','WEBSITE','EMAIL','EMAIL','EMAIL','AD','AD',
         'IMAGE','LANDING_PAGE'])[1 + g.i % 11]::swipe_kind,
       initcap(t.text),
       'https://brand' || (g.i * 31) % 5000 || '.com/p/' || g.i,
       'brand' || (g.i * 31) % 5000 || '.com',
       CASE WHEN g.i % 3 = 0 THEN n.text END,
       -- Pictures and ads have no page text; one page in four has two paragraphs.
       CASE WHEN g.i % 11 < 7 OR g.i % 11 = 10
         THEN a.text || CASE WHEN g.i % 4 = 0 THEN ' ' || b.text ELSE '' END END,
       'WEB', 'DONE', g.at, g.at
     FROM (SELECT i::bigint AS i, now() - i * interval '94 seconds' AS at
           FROM generate_series(1, $3::int) i) g
       JOIN title_pool t ON t.n = (g.i * 7907) % 100000
       JOIN notes_pool n ON n.n = (g.i * 6007) % 50000
       JOIN paragraph a ON a.n = (g.i * 7919) % 4000
       JOIN paragraph b ON b.n = (g.i * 104729 + 13) % 4000`,
    [teamId, userId, swipes],
  );
  await raw.query(
    `INSERT INTO tag (id, team_id, title, created_at)
     SELECT gen_random_uuid(), $1::uuid, name, now() FROM unnest($2::text[]) name`,
    [teamId, tagNames],
  );
  await raw.query(
    `INSERT INTO collection (id, team_id, name, created_at, updated_at)
     SELECT gen_random_uuid(), $1::uuid, 'Collection ' || ($2::text[])[i * 37], now(), now()
     FROM generate_series(1, ${COLLECTION_COUNT}) i`,
    [teamId, words],
  );
  // Up to three tags a swipe (1.2 on average), one collection for 40% of swipes.
  await raw.query(
    `INSERT INTO swipe_tag (swipe_id, tag_id)
     SELECT DISTINCT pick.id, t.id FROM (
       SELECT s.id, ($2::text[])[floor(power(${TAG_COUNT}::float8, random()))::int] AS title
       FROM swipe s, generate_series(1, 3) j WHERE s.team_id = $1 AND random() < 0.4) pick
     JOIN tag t ON t.team_id = $1 AND t.title = pick.title`,
    [teamId, tagNames],
  );
  await raw.query(
    `INSERT INTO swipe_collection (swipe_id, collection_id, added_at)
     SELECT pick.id, c.id, pick.created_at FROM (
       SELECT s.id, s.created_at, floor(power(${COLLECTION_COUNT}::float8, random()))::int AS n
       FROM swipe s WHERE s.team_id = $1 AND random() < 0.4) pick
     JOIN (SELECT id, row_number() OVER (ORDER BY name) AS n FROM collection WHERE team_id = $1) c
       ON c.n = pick.n`,
    [teamId],
  );
  for (const index of indexes.rows) await raw.query(index.definition);
  await raw.query('VACUUM ANALYZE swipe, swipe_tag, swipe_collection, tag, collection');
}
