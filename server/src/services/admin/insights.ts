import { prisma } from '../../db/client.js';
import { FieldError, NotAllowedError, type ServiceResult } from '../errors.js';
import { ONLY_ADMINS } from './admin-users.js';
import { isAdministrator } from './admins.js';

// /admin/insights (docs/analytics.md): what the analytics events and the product's own tables
// say over a chosen period, in days ending today (UTC): daily sign-ups and active users, the
// activation funnel of the period's sign-ups, swipes by channel, and weekly retention cohorts.

export const INSIGHT_PERIODS = [7, 30, 90, 365] as const;

export interface Insights {
  days: { day: string; signUps: number; activeUsers: number }[];
  funnel: { step: string; users: number }[];
  channels: { channel: string; swipes: number }[];
  cohorts: { week: string; users: number; retained: number[] }[];
}

const FUNNEL = ['Signed up', 'First swipe', 'Extension', 'Team', 'Paid'] as const;

/** Swipes by where they came from, as the issue names the channels. */
const CHANNEL = `CASE
  WHEN created_via = 'WEB' AND url IS NOT NULL THEN 'URL'
  WHEN created_via = 'WEB' THEN 'Web'
  WHEN created_via = 'UPLOAD' THEN 'Upload'
  WHEN created_via = 'EXTENSION' THEN 'Extension'
  WHEN created_via = 'EMAIL' THEN 'Email'
  WHEN created_via = 'IMPORT' THEN 'Import'
  WHEN created_via = 'API' THEN 'API'
  WHEN created_via = 'REMIX' THEN 'AI Remix'
  WHEN created_via = 'DISCOVER' THEN 'Discover'
  WHEN created_via = 'FINDER' THEN 'Ad Finder'
  ELSE 'Other' END`;

export async function insights(
  adminId: string,
  periodDays: number,
): Promise<ServiceResult<Insights, NotAllowedError | FieldError>> {
  if (!(await isAdministrator(adminId)))
    return { ok: false, errors: [new NotAllowedError(ONLY_ADMINS)] };
  if (!(INSIGHT_PERIODS as readonly number[]).includes(periodDays))
    return {
      ok: false,
      errors: [new FieldError('days', `Choose a period of ${INSIGHT_PERIODS.join(', ')} days.`)],
    };
  const db = prisma();
  const since = new Date(Date.now() - (periodDays - 1) * 86_400_000);
  since.setUTCHours(0, 0, 0, 0);

  const days = await db.$queryRaw<{ day: string; sign_ups: number; active_users: number }[]>`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
      (SELECT count(*)::int FROM "user" u
        WHERE u.registered_at >= d.day AND u.registered_at < d.day + interval '1 day') AS sign_ups,
      (SELECT count(DISTINCT e.user_id)::int FROM analytics_event e
        WHERE e.name = 'pageview' AND e.user_id IS NOT NULL
          AND e.created_at >= d.day AND e.created_at < d.day + interval '1 day') AS active_users
    FROM generate_series(${since}::timestamptz, now(), interval '1 day') AS d(day)
    ORDER BY d.day`;

  const [funnel] = await db.$queryRaw<
    { signed_up: number; first_swipe: number; extension: number; team: number; paid: number }[]
  >`
    WITH cohort AS (SELECT id, extension_installed FROM "user" WHERE registered_at >= ${since})
    SELECT count(*)::int AS signed_up,
      count(*) FILTER (WHERE EXISTS (SELECT 1 FROM swipe s WHERE s.author_id = c.id
        AND s.created_via NOT IN ('ONBOARDING', 'EXAMPLES')))::int AS first_swipe,
      count(*) FILTER (WHERE c.extension_installed)::int AS extension,
      count(*) FILTER (WHERE EXISTS (SELECT 1 FROM team_member m JOIN team t ON t.id = m.team_id
        WHERE m.user_id = c.id AND t.type = 'TEAM'))::int AS team,
      count(*) FILTER (WHERE EXISTS (SELECT 1 FROM team_member m JOIN subscription p ON p.team_id = m.team_id
        WHERE m.user_id = c.id AND p.status = 'ACTIVE'))::int AS paid
    FROM cohort c`;

  const channels = await db.$queryRawUnsafe<{ channel: string; swipes: number }[]>(
    `SELECT ${CHANNEL} AS channel, count(*)::int AS swipes FROM swipe
     WHERE created_at >= $1 GROUP BY 1 ORDER BY 2 DESC, 1`,
    since,
  );

  // Weekly cohorts of sign-ups; retained[n]: how many were active (a pageview) in week n after.
  const cohortRows = await db.$queryRaw<
    { week: string; users: number; week_offset: number | null; active: number }[]
  >`
    WITH cohort AS (
      SELECT id, date_trunc('week', registered_at) AS week FROM "user" WHERE registered_at >= ${since}
    ), activity AS (
      SELECT DISTINCT c.id, c.week,
        floor(extract(epoch FROM (e.created_at - c.week)) / 604800)::int AS week_offset
      FROM cohort c JOIN analytics_event e ON e.user_id = c.id AND e.name = 'pageview'
      WHERE e.created_at >= c.week
    )
    SELECT to_char(c.week, 'YYYY-MM-DD') AS week, count(DISTINCT c.id)::int AS users,
      a.week_offset, count(DISTINCT a.id)::int AS active
    FROM cohort c LEFT JOIN activity a ON a.week = c.week
    GROUP BY c.week, a.week_offset ORDER BY c.week, a.week_offset`;
  const cohorts = new Map<string, { week: string; users: number; retained: number[] }>();
  for (const row of cohortRows) {
    const cohort = cohorts.get(row.week) ?? { week: row.week, users: row.users, retained: [] };
    if (row.week_offset !== null && row.week_offset >= 0)
      cohort.retained[row.week_offset] = row.active;
    cohorts.set(row.week, cohort);
  }
  const weeksSince = (week: string) =>
    Math.floor((Date.now() - new Date(`${week}T00:00:00Z`).getTime()) / 604_800_000);

  return {
    ok: true,
    value: {
      days: days.map((d) => ({ day: d.day, signUps: d.sign_ups, activeUsers: d.active_users })),
      funnel: FUNNEL.map((step, i) => ({
        step,
        users: funnel
          ? ([funnel.signed_up, funnel.first_swipe, funnel.extension, funnel.team, funnel.paid][
              i
            ] ?? 0)
          : 0,
      })),
      channels: channels.map((c) => ({ channel: c.channel, swipes: c.swipes })),
      cohorts: [...cohorts.values()].map((cohort) => ({
        ...cohort,
        retained: Array.from(
          { length: weeksSince(cohort.week) + 1 },
          (_, i) => cohort.retained[i] ?? 0,
        ),
      })),
    },
  };
}
