import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { InsightsChartsQuery } from '../../__generated__/InsightsChartsQuery.graphql';

const INDIGO = '#4f46e5';
const TEAL = '#0d9488';

/** The numbers of the last `days` days, drawn (each chart with its data as a table too). */
export function InsightsCharts({ days }: { days: number }) {
  const { adminInsights: data } = useLazyLoadQuery<InsightsChartsQuery>(
    graphql`
      query InsightsChartsQuery($days: Int!) {
        adminInsights(days: $days) {
          days {
            day
            signUps
            activeUsers
          }
          funnel {
            step
            users
          }
          channels {
            channel
            swipes
          }
          cohorts {
            week
            users
            retained
          }
          aiRemix {
            variants
            teams
          }
        }
      }
    `,
    { days },
    { fetchPolicy: 'store-and-network' },
  );
  const signedUp = data.funnel[0]?.users ?? 0;
  const percent = (n: number, of: number) => (of ? `${Math.round((n / of) * 100)}%` : '–');
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <Chart
        title="Daily sign-ups and active users"
        table={{
          head: ['Day', 'Sign-ups', 'Active users'],
          rows: data.days.map((d) => [d.day, d.signUps, d.activeUsers]),
        }}
        className="lg:col-span-2"
      >
        <LineChart data={[...data.days]} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="day" tick={{ fontSize: 12 }} minTickGap={24} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
          <Tooltip />
          <Legend />
          <Line
            type="monotone"
            dataKey="signUps"
            name="Sign-ups"
            stroke={INDIGO}
            strokeWidth={2}
            dot={false}
          />
          <Line
            type="monotone"
            dataKey="activeUsers"
            name="Active users"
            stroke={TEAL}
            strokeWidth={2}
            dot={false}
          />
        </LineChart>
      </Chart>
      <Chart
        title="Activation funnel of the period’s sign-ups"
        table={{
          head: ['Step', 'Users', 'Of sign-ups'],
          rows: data.funnel.map((s) => [s.step, s.users, percent(s.users, signedUp)]),
        }}
        empty={signedUp === 0 ? 'No sign-ups in this period.' : null}
      >
        <BarChart data={[...data.funnel]} layout="vertical" margin={{ left: 24, right: 16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="step" tick={{ fontSize: 12 }} width={90} />
          <Tooltip />
          <Bar dataKey="users" name="Users" fill={INDIGO} />
        </BarChart>
      </Chart>
      <Chart
        title="Swipes by channel"
        table={{
          head: ['Channel', 'Swipes'],
          rows: data.channels.map((c) => [c.channel, c.swipes]),
        }}
        empty={data.channels.length === 0 ? 'No swipes saved in this period.' : null}
      >
        <BarChart data={[...data.channels]} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="channel" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
          <Tooltip />
          <Bar dataKey="swipes" name="Swipes" fill={TEAL} />
        </BarChart>
      </Chart>
      <Cohorts cohorts={data.cohorts} />
      <figure className="rounded-xl border border-slate-200 bg-white p-4 lg:col-span-2">
        <figcaption className="font-semibold">AI Remix this month</figcaption>
        <p className="mt-1 text-sm text-slate-600">
          {data.aiRemix.variants.toLocaleString('en-US')}{' '}
          {data.aiRemix.variants === 1 ? 'variant' : 'variants'} written for{' '}
          {data.aiRemix.teams.toLocaleString('en-US')} {data.aiRemix.teams === 1 ? 'team' : 'teams'}{' '}
          (the calendar month so far, UTC, whatever the period above).
        </p>
      </figure>
    </div>
  );
}

type Cell = string | number;

function Chart({
  title,
  table,
  empty = null,
  className = '',
  children,
}: {
  title: string;
  table: { head: string[]; rows: Cell[][] };
  empty?: string | null;
  className?: string;
  children: React.ReactElement;
}) {
  return (
    <figure className={`rounded-xl border border-slate-200 bg-white p-4 ${className}`}>
      <figcaption className="font-semibold">{title}</figcaption>
      {empty ? (
        <p className="py-10 text-center text-sm text-slate-600">{empty}</p>
      ) : (
        // Recharts' keyboard layer: Tab to the chart, then arrows step through its points.
        <div className="mt-3 h-64">
          <ResponsiveContainer width="100%" height="100%">
            {children}
          </ResponsiveContainer>
        </div>
      )}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-indigo-700">The numbers</summary>
        <DataTable caption={title} {...table} />
      </details>
    </figure>
  );
}

function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: Cell[][] }) {
  return (
    <div className="mt-2 max-h-72 overflow-auto">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-2 py-1 font-semibold text-slate-600">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, i) => (
                <td key={head[i]} className="px-2 py-1">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Cohorts({
  cohorts,
}: {
  cohorts: InsightsChartsQuery['response']['adminInsights']['cohorts'];
}) {
  const weeks = Math.max(0, ...cohorts.map((c) => c.retained.length));
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 lg:col-span-2">
      <figcaption className="font-semibold">Weekly retention cohorts</figcaption>
      <p className="text-sm text-slate-600">
        Of the accounts made each week, the share active (a page opened) in each week after.
      </p>
      {cohorts.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-600">No sign-ups in this period.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="min-w-full text-center text-sm">
            <caption className="sr-only">Weekly retention cohorts</caption>
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1 text-left font-semibold text-slate-600">
                  Week of
                </th>
                <th scope="col" className="px-2 py-1 font-semibold text-slate-600">
                  Accounts
                </th>
                {Array.from({ length: weeks }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the week offset is the key
                  <th key={i} scope="col" className="px-2 py-1 font-semibold text-slate-600">
                    Week {i}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {cohorts.map((cohort) => (
                <tr key={cohort.week}>
                  <th scope="row" className="px-2 py-1 text-left font-normal">
                    {cohort.week}
                  </th>
                  <td className="px-2 py-1">{cohort.users}</td>
                  {Array.from({ length: weeks }, (_, i) => {
                    const n = cohort.retained[i];
                    const share = n === undefined || !cohort.users ? null : n / cohort.users;
                    return (
                      <td
                        // biome-ignore lint/suspicious/noArrayIndexKey: the week offset is the key
                        key={i}
                        className="px-2 py-1"
                        style={
                          share === null
                            ? undefined
                            : { backgroundColor: `rgba(79, 70, 229, ${0.08 + share * 0.6})` }
                        }
                      >
                        {share === null ? '' : `${Math.round(share * 100)}%`}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  );
}
