// What the benches share: percentiles, CPU time from /proc, and a team of many swipes written
// straight in SQL.
import { readFile } from 'node:fs/promises';
import type pg from 'pg';

/** The p-th percentile of `values` (nearest rank); NaN when there are none. */
export function percentile(values: number[], p: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** CPU time (user + system) the processes have used so far, in ms (Linux /proc). */
export async function cpuMs(pids: readonly (number | undefined)[]): Promise<number> {
  let ticks = 0;
  for (const pid of pids) {
    if (!pid) continue;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  // Clock ticks are 1/100 s on Linux.
  return ticks * 10;
}

/** The PostgreSQL backends serving `database` (their CPU is the database's share of a request). */
export async function backendPids(admin: pg.Client, database: string): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1',
    [database],
  );
  return rows.map((row) => row.pid);
}

/**
 * CPU time the processes `pids()` names use from now until `read()` (Linux /proc), with the ones
 * that start meanwhile (a pool's new connections) counted from their start.
 */
export async function cpuMeter(pids: () => Promise<number[]>) {
  const start = new Map<number, number>();
  for (const pid of await pids()) start.set(pid, await cpuMs([pid]));
  return {
    async read(): Promise<number> {
      let used = 0;
      for (const pid of await pids()) used += (await cpuMs([pid])) - (start.get(pid) ?? 0);
      return used;
    },
  };
}

const WORDS = [
  'launch',
  'pricing',
  'cart',
  'welcome',
  'holiday',
  'webinar',
  'discount',
  'founder',
  'survey',
  'teaser',
];

/**
 * `count` swipes of every kind in `teamId` (titles, notes, sources, addresses and page text
 * from ten words, newest first a second apart), 20 tags with two on each swipe and 5
 * collections with one each, round-robin; then VACUUM ANALYZE, as autovacuum leaves a settled
 * database (index-only scans need the visibility map).
 */
export async function seedTeamSwipes(raw: pg.Client, teamId: string, count: number) {
  await raw.query(
    `INSERT INTO swipe (id, team_id, kind, title, notes, source, url, body_text, created_via, capture_status, created_at, updated_at)
     SELECT gen_random_uuid(), $1::uuid, (ARRAY['WEBSITE','EMAIL','IMAGE','AD','LANDING_PAGE'])[1 + i % 5]::swipe_kind,
       'Swipe ' || i || ' ' || ($2::text[])[1 + i % 10], 'notes about ' || ($2::text[])[1 + (i / 10) % 10],
       'brand' || (i % 500) || '.com', 'https://brand' || (i % 500) || '.com/' || i,
       repeat('lorem ipsum ' || ($2::text[])[1 + (i / 100) % 10] || ' ', 40),
       'WEB', 'NONE', now() - (i || ' seconds')::interval, now()
     FROM generate_series(1, $3::int) AS i`,
    [teamId, WORDS, count],
  );
  await raw.query(
    `INSERT INTO tag (id, team_id, title, created_at) SELECT gen_random_uuid(), $1::uuid, 'tag ' || i, now() FROM generate_series(1, 20) i`,
    [teamId],
  );
  await raw.query(
    `INSERT INTO collection (id, team_id, name, created_at, updated_at) SELECT gen_random_uuid(), $1::uuid, 'collection ' || i, now(), now() FROM generate_series(1, 5) i`,
    [teamId],
  );
  await raw.query(
    `INSERT INTO swipe_tag (swipe_id, tag_id)
     SELECT s.id, t.ids[1 + (s.n + k) % 20]
     FROM (SELECT id, row_number() OVER () AS n FROM swipe WHERE team_id = $1::uuid) s,
       (SELECT array_agg(id ORDER BY title) AS ids FROM tag WHERE team_id = $1::uuid) t,
       (VALUES (0), (7)) AS shift(k)`,
    [teamId],
  );
  await raw.query(
    `INSERT INTO swipe_collection (swipe_id, collection_id, added_at)
     SELECT s.id, c.ids[1 + s.n % 5], now()
     FROM (SELECT id, row_number() OVER () AS n FROM swipe WHERE team_id = $1::uuid) s,
       (SELECT array_agg(id ORDER BY name) AS ids FROM collection WHERE team_id = $1::uuid) c`,
    [teamId],
  );
  await raw.query('VACUUM ANALYZE');
}
