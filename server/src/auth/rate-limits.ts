import { prisma } from '../db/client.js';

/**
 * Fixed-window counters in the `rate_limit` table. A slot is taken (or refused) in one SQL
 * statement: `INSERT … ON CONFLICT DO UPDATE … WHERE` locks the row, so concurrent requests
 * and server instances can never take more slots than the limit. A row whose window has ended
 * counts as absent (the next take starts a new window).
 */

/** A slot taken: give it back with `releaseSlots` if the attempt should not count. */
export interface Slot {
  key: string;
  resetAt: Date;
}

export type Take = { ok: true; slot: Slot } | { ok: false; retryAfterSeconds: number };

const waitSeconds = (seconds: number) => Math.max(1, Math.ceil(seconds));

/** Takes one of `limit` slots of `key`'s current window of `windowSeconds`. */
export async function takeSlot(key: string, limit: number, windowSeconds: number): Promise<Take> {
  await sweepSometimes();
  const rows = await prisma().$queryRaw<{ reset_at: Date }[]>`
    INSERT INTO rate_limit AS r (key, count, reset_at)
    VALUES (${key}, 1, clock_timestamp() + make_interval(secs => ${windowSeconds}::float8))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN r.reset_at <= clock_timestamp() THEN 1 ELSE r.count + 1 END,
      reset_at = CASE WHEN r.reset_at <= clock_timestamp() THEN EXCLUDED.reset_at ELSE r.reset_at END
    WHERE r.reset_at <= clock_timestamp() OR r.count < ${limit}::int
    RETURNING r.reset_at`;
  const row = rows[0];
  if (row) return { ok: true, slot: { key, resetAt: row.reset_at } };
  return { ok: false, retryAfterSeconds: await secondsUntil(key, 'reset_at') };
}

/**
 * An account-wide spacing of attempts: the first `free` attempts of a window go at once; from
 * then on each attempt must start at least `delay(n)` after the previous one, where the delay
 * is `baseSeconds` doubled for every attempt past `free`, up to `maxSeconds`. Only one of
 * several simultaneous attempts gets each opening.
 */
export async function takeSpacedSlot(
  key: string,
  options: { free: number; windowSeconds: number; baseSeconds: number; maxSeconds: number },
): Promise<Take> {
  const { free, windowSeconds, baseSeconds, maxSeconds } = options;
  await sweepSometimes();
  // `n` is the attempt's number in the window; the attempt after it may start once
  // `delay(n)` has passed (no delay before the `free`-th attempt is reached).
  const rows = await prisma().$queryRaw<{ reset_at: Date }[]>`
    WITH p AS (
      SELECT clock_timestamp() AS t, make_interval(secs => ${windowSeconds}::float8) AS win,
             ${free}::int AS free, ${baseSeconds}::float8 AS base, ${maxSeconds}::float8 AS max
    )
    INSERT INTO rate_limit AS r (key, count, reset_at, next_at)
    SELECT ${key}, 1, p.t + p.win,
           CASE WHEN 1 < p.free THEN NULL ELSE p.t + make_interval(secs => LEAST(p.base, p.max)) END
    FROM p
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN r.reset_at <= clock_timestamp() THEN 1 ELSE r.count + 1 END,
      reset_at = CASE WHEN r.reset_at <= clock_timestamp() THEN EXCLUDED.reset_at ELSE r.reset_at END,
      next_at = CASE WHEN r.reset_at <= clock_timestamp() THEN EXCLUDED.next_at ELSE (
        SELECT CASE WHEN r.count + 1 < p.free THEN NULL ELSE clock_timestamp()
          + make_interval(secs => LEAST(p.base * power(2, LEAST(r.count + 1 - p.free, 60)), p.max)) END
        FROM p)
      END
    WHERE r.reset_at <= clock_timestamp() OR r.next_at IS NULL OR r.next_at <= clock_timestamp()
    RETURNING r.reset_at`;
  const row = rows[0];
  if (row) return { ok: true, slot: { key, resetAt: row.reset_at } };
  return { ok: false, retryAfterSeconds: await secondsUntil(key, 'next_at') };
}

/** Gives slots back (their windows unchanged), in one statement; ended windows are left alone. */
export async function releaseSlots(slots: Slot[]) {
  if (!slots.length) return;
  await prisma().$executeRaw`
    UPDATE rate_limit AS r SET count = r.count - 1
    FROM unnest(${slots.map((s) => s.key)}::text[],
                ${slots.map((s) => s.resetAt.toISOString())}::timestamptz[]) AS s(key, reset_at)
    WHERE r.key = s.key AND r.reset_at = s.reset_at AND r.count > 0`;
}

async function secondsUntil(key: string, column: 'reset_at' | 'next_at') {
  const rows = await prisma().$queryRaw<{ reset: number; next: number | null }[]>`
    SELECT EXTRACT(EPOCH FROM reset_at - clock_timestamp())::float8 AS reset,
           EXTRACT(EPOCH FROM next_at - clock_timestamp())::float8 AS next
    FROM rate_limit WHERE key = ${key}`;
  const row = rows[0];
  return waitSeconds((column === 'next_at' ? row?.next : row?.reset) ?? 1);
}

/** Rows of ended windows are deleted now and then (one take in 200), so the table stays small. */
async function sweepSometimes() {
  if (Math.random() >= 1 / 200) return;
  await prisma().$executeRaw`DELETE FROM rate_limit WHERE reset_at < clock_timestamp()`;
}
