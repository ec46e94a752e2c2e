import { Suspense, useId } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams } from 'react-router';
import type { AdminInsightsPageQuery as AdminInsightsPageQueryType } from '../__generated__/AdminInsightsPageQuery.graphql';
import { AdminNav } from '../components/admin/AdminNav';
import { AdminOnly } from '../components/admin/AdminOnly';
import { InsightsCharts } from '../components/admin/InsightsCharts';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { pageTitle } from '../lib/site';
import { preload } from '../relay/preload';
import { requestErrorMessage } from '../relay/requestErrors';

// /admin/insights (docs/analytics.md): sign-ups, active users, activation, channels and
// retention over a chosen period (in the address: ?days=).

export const AdminInsightsPageQuery = graphql`
  query AdminInsightsPageQuery {
    viewer {
      isAdmin
    }
  }
`;

export function adminInsightsLoader() {
  return { queryRef: preload<AdminInsightsPageQueryType>(AdminInsightsPageQuery, {}) };
}

const PERIODS = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
  { days: 365, label: 'Last 12 months' },
];

export function AdminInsightsPage() {
  const { queryRef } = useLoaderData() as ReturnType<typeof adminInsightsLoader>;
  const data = usePreloadedQuery<AdminInsightsPageQueryType>(AdminInsightsPageQuery, queryRef);
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = PERIODS.some((p) => p.days === asked) ? asked : 30;
  const id = useId();
  if (!data.viewer?.isAdmin) return <AdminOnly title="Insights" />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8">
      <title>{pageTitle('Insights')}</title>
      <AdminNav />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight">Insights</h1>
        <div>
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            Period
          </label>
          <select
            id={id}
            value={days}
            onChange={(event) => setParams({ days: event.target.value }, { replace: true })}
            className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            {PERIODS.map((period) => (
              <option key={period.days} value={period.days}>
                {period.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ErrorBoundary
        key={days}
        fallback={(error) => (
          <p role="alert" className="mt-6 text-red-700">
            Insights could not be loaded. {requestErrorMessage(error)}
          </p>
        )}
      >
        <Suspense
          fallback={
            <p role="status" className="mt-6 text-slate-600">
              Loading insights…
            </p>
          }
        >
          <InsightsCharts days={days} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
