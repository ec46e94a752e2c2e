import { Suspense, useDeferredValue, useId } from 'react';
import { graphql, useLazyLoadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams } from 'react-router';
import type { AdminAuditPageQuery as AdminAuditPageQueryType } from '../__generated__/AdminAuditPageQuery.graphql';
import type { AdminAuditPageTypesQuery } from '../__generated__/AdminAuditPageTypesQuery.graphql';
import { AdminAuditTable, type AuditFilters } from '../components/admin/AdminAuditTable';
import { AdminNav } from '../components/admin/AdminNav';
import { AdminOnly } from '../components/admin/AdminOnly';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { pageTitle } from '../lib/site';
import { preload } from '../relay/preload';
import { requestErrorMessage } from '../relay/requestErrors';

// /admin/audit (docs/admin.md): the audit log, filtered by type, account, administrator and
// dates. The filters live in the address, so Back and a shared link keep them. Read-only.

export const AdminAuditPageQuery = graphql`
  query AdminAuditPageQuery {
    viewer {
      id
      isAdmin
    }
  }
`;

const TypesQuery = graphql`
  query AdminAuditPageTypesQuery {
    adminAuditEventTypes
  }
`;

export function adminAuditLoader() {
  return { queryRef: preload<AdminAuditPageQueryType>(AdminAuditPageQuery, {}) };
}

/** A day (YYYY-MM-DD, the reader's zone) as the moment it starts, `days` later. */
function dayStart(day: string | null, days = 0): string | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return null;
  date.setDate(date.getDate() + days);
  return date.toISOString();
}

const FIELDS = ['type', 'user', 'actor', 'from', 'to'] as const;

export function AdminAuditPage() {
  const { queryRef } = useLoaderData() as ReturnType<typeof adminAuditLoader>;
  const data = usePreloadedQuery<AdminAuditPageQueryType>(AdminAuditPageQuery, queryRef);
  const [params, setParams] = useSearchParams();
  const value = (name: (typeof FIELDS)[number]) => params.get(name) ?? '';
  const filters: AuditFilters = {
    type: value('type') || null,
    user: value('user').trim() || null,
    actor: value('actor').trim() || null,
    since: dayStart(value('from')),
    until: dayStart(value('to'), 1),
  };
  const key = JSON.stringify(filters);
  const shownKey = useDeferredValue(key);
  const id = useId();
  if (!data.viewer?.isAdmin) return <AdminOnly title="Audit log" />;
  const set = (name: (typeof FIELDS)[number], next: string) => {
    const copy = new URLSearchParams(params);
    if (next) copy.set(name, next);
    else copy.delete(name);
    setParams(copy, { replace: true });
  };
  const input = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm';
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8">
      <title>{pageTitle('Audit log')}</title>
      <AdminNav />
      <h1 className="text-2xl font-bold tracking-tight">Audit log</h1>
      <p className="mt-1 text-sm text-slate-600">
        Everything recorded about accounts: sign-ins, plan changes, administrators’ actions and
        every impersonation with what was done during it. Events cannot be changed or deleted.
      </p>
      <search className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <label htmlFor={`${id}-type`} className="block text-sm font-medium text-slate-800">
            Event type
          </label>
          <ErrorBoundary fallback={<p className="text-sm text-red-700">Types unavailable.</p>}>
            <Suspense
              fallback={
                <select id={`${id}-type`} disabled className={input}>
                  <option>Loading…</option>
                </select>
              }
            >
              <TypeSelect
                id={`${id}-type`}
                value={value('type')}
                onChange={(v) => set('type', v)}
                className={input}
              />
            </Suspense>
          </ErrorBoundary>
        </div>
        <div>
          <label htmlFor={`${id}-user`} className="block text-sm font-medium text-slate-800">
            Account email
          </label>
          <input
            id={`${id}-user`}
            type="search"
            value={value('user')}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => set('user', event.target.value)}
            className={input}
          />
        </div>
        <div>
          <label htmlFor={`${id}-actor`} className="block text-sm font-medium text-slate-800">
            Administrator email
          </label>
          <input
            id={`${id}-actor`}
            type="search"
            value={value('actor')}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => set('actor', event.target.value)}
            className={input}
          />
        </div>
        <div>
          <label htmlFor={`${id}-from`} className="block text-sm font-medium text-slate-800">
            From
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={value('from')}
            onChange={(event) => set('from', event.target.value)}
            className={input}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="block text-sm font-medium text-slate-800">
            To
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={value('to')}
            onChange={(event) => set('to', event.target.value)}
            className={input}
          />
        </div>
      </search>
      <ErrorBoundary
        key={shownKey}
        fallback={(error) => (
          <p role="alert" className="mt-6 text-red-700">
            The audit log could not be loaded. {requestErrorMessage(error)}
          </p>
        )}
      >
        <Suspense
          fallback={
            <p role="status" className="mt-6 text-slate-600">
              Loading events…
            </p>
          }
        >
          <div aria-busy={shownKey !== key}>
            <AdminAuditTable filters={JSON.parse(shownKey) as AuditFilters} />
          </div>
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function TypeSelect({
  id,
  value,
  onChange,
  className,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  className: string;
}) {
  const { adminAuditEventTypes } = useLazyLoadQuery<AdminAuditPageTypesQuery>(TypesQuery, {});
  return (
    <select
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={className}
    >
      <option value="">All types</option>
      {adminAuditEventTypes.map((type) => (
        <option key={type} value={type}>
          {type}
        </option>
      ))}
    </select>
  );
}
