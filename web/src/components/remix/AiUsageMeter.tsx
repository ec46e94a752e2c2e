import { useId } from 'react';
import { graphql, readInlineData, useFragment } from 'react-relay/hooks';
import { type Environment, fetchQuery } from 'relay-runtime';
import type { AiUsageMeter_quota$key } from '../../__generated__/AiUsageMeter_quota.graphql';
import type { AiUsageMeter_team$key } from '../../__generated__/AiUsageMeter_team.graphql';
import type { AiUsageMeterRefreshQuery as AiUsageMeterRefreshQueryType } from '../../__generated__/AiUsageMeterRefreshQuery.graphql';

const AiUsageMeterRefreshQuery = graphql`
  query AiUsageMeterRefreshQuery($teamId: ID!) {
    node(id: $teamId) {
      ... on Team {
        ...AiUsageMeter_team @alias
      }
    }
  }
`;

/**
 * Reads the team's usage again (after a remix finished: variants that failed without writing
 * anything are given back; or after the server refused one over the quota).
 */
export function refreshAiUsage(environment: Environment, teamId: string): void {
  fetchQuery<AiUsageMeterRefreshQueryType>(
    environment,
    AiUsageMeterRefreshQuery,
    { teamId },
    { fetchPolicy: 'network-only' },
  ).subscribe({ error: () => {} });
}

const DAY = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });

/** "December 1, 2026": the month's count starts again then (a UTC date, as the server counts). */
export function resetDate(resetsAt: unknown): string {
  const date = new Date(String(resetsAt));
  return Number.isNaN(date.getTime()) ? '' : DAY.format(date);
}

export function usageText(used: number, quota: number): string {
  return `${used.toLocaleString('en-US')} of ${quota.toLocaleString('en-US')} variants used this month`;
}

/** Whether the month's variants are all used (the form cannot write more). */
export function quotaReached(team: AiUsageMeter_quota$key): boolean {
  const { aiUsage } = readInlineData(
    graphql`
      fragment AiUsageMeter_quota on Team @inline {
        aiUsage {
          used
          quota
        }
      }
    `,
    team,
  );
  return aiUsage.used >= aiUsage.quota;
}

/** "N of M variants used this month" with a bar, and when the count starts again. */
export function AiUsageMeter({ team }: { team: AiUsageMeter_team$key }) {
  const data = useFragment(
    graphql`
      fragment AiUsageMeter_team on Team {
        aiUsage {
          used
          quota
          resetsAt
        }
      }
    `,
    team,
  );
  const { used, quota, resetsAt } = data.aiUsage;
  const labelId = useId();
  const text = usageText(used, quota);
  const percent = quota > 0 ? Math.min(100, Math.round((used / quota) * 100)) : 100;
  const full = used >= quota;
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span id={labelId} className="font-medium text-slate-700">
          AI Remix this month
        </span>
        <span className="text-slate-700">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={quota}
        aria-valuenow={Math.min(used, quota)}
        aria-valuetext={text}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-500 ${full ? 'bg-red-600' : percent >= 80 ? 'bg-amber-500' : 'bg-indigo-600'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-slate-600">
        The count starts again on {resetDate(resetsAt)}.
      </p>
    </div>
  );
}
