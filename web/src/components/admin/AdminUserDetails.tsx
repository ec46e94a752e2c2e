import { type ReactNode, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import type { AdminUserDetails_refresh$key } from '../../__generated__/AdminUserDetails_refresh.graphql';
import type { AdminUserDetailsQuery } from '../../__generated__/AdminUserDetailsQuery.graphql';
import { describeBrowser, formatWhen } from '../../lib/accessLabels';
import { pageTitle } from '../../lib/site';
import { AdminTeamPlan } from './AdminTeamPlan';
import { AdminUserActions } from './AdminUserActions';
import { Tag } from './AdminUsersTable';

/** One account for administrators: who, their teams and plans, ways in, and recent events. */
export function AdminUserDetails({ id }: { id: string }) {
  // A plan change re-reads the account (the team may be one the administrator cannot read).
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<AdminUserDetailsQuery>(
    graphql`
      query AdminUserDetailsQuery($id: ID!) {
        node(id: $id) {
          ... on AdminUser @alias(as: "user") {
            id
            email
            name
            isAdmin
            registeredAt
            lastSignInAt
            signupSource
            teams {
              teamId
              name
              personal
              role
              plan
              swipeCount
              memberCount
            }
            ...AdminUserActions_user
            ...AdminUserDetails_refresh
          }
        }
      }
    `,
    { id },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const user = data.node?.user;
  if (!user) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-8">
        <title>{pageTitle('User not found')}</title>
        <h1 className="text-2xl font-bold tracking-tight">User not found</h1>
        <p className="mt-4 text-slate-700">
          No account has this address. It may have been deleted.
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-8">
      <title>{pageTitle(user.email)}</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight break-words">{user.name}</h1>
        <p className="text-slate-700 break-words">{user.email}</p>
        {user.isAdmin ? <Tag tone="indigo">Administrator</Tag> : null}
        <dl className="mt-4 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-3">
          <Fact term="Signed up">{formatWhen(user.registeredAt)}</Fact>
          <Fact term="Last sign-in">{formatWhen(user.lastSignInAt)}</Fact>
          <Fact term="Channel">{user.signupSource}</Fact>
        </dl>
      </header>
      <section aria-labelledby="admin-user-account">
        <SectionTitle id="admin-user-account">Account</SectionTitle>
        <AccountStatus user={user} />
        <div className="mt-3">
          <AdminUserActions user={user} />
        </div>
      </section>
      <section aria-labelledby="admin-user-teams">
        <SectionTitle id="admin-user-teams">Teams</SectionTitle>
        <Table
          caption="Teams"
          head={['Team', 'Role', 'Swipes', 'Members', 'Plan']}
          empty="They belong to no team."
          rows={user.teams.map((team) => ({
            key: team.teamId,
            cells: [
              <>
                {team.name}
                {team.personal && team.name !== 'Personal' ? (
                  <span className="text-slate-600"> (Personal team)</span>
                ) : null}
              </>,
              team.role.toLowerCase(),
              team.swipeCount.toLocaleString('en'),
              team.memberCount.toLocaleString('en'),
              <AdminTeamPlan
                key={team.plan}
                teamId={team.teamId}
                teamName={team.name}
                plan={team.plan as 'FREE' | 'PRO' | 'TEAM'}
                onChanged={() => setFetchKey((key) => key + 1)}
              />,
            ],
          }))}
        />
      </section>
      <Activity user={user} />
    </div>
  );
}

function AccountStatus({ user: userKey }: { user: AdminUserDetails_refresh$key }) {
  const user = useFragment(refreshFragment, userKey);
  return user.disabledAt ? (
    <p className="text-sm text-red-800">
      <Tag tone="red">Disabled</Tag> since {formatWhen(user.disabledAt)}: they cannot sign in.
    </p>
  ) : (
    <p className="text-sm text-slate-700">Active: they can sign in.</p>
  );
}

/** What an admin action changes: re-read by the actions' mutations. */
const refreshFragment = graphql`
  fragment AdminUserDetails_refresh on AdminUser {
    disabledAt
    sessions {
      id
      createdAt
      lastUsedAt
      ip
      userAgent
    }
    apiTokens {
      id
      name
      scope
      createdAt
      lastUsedAt
      expiresAt
    }
    recentAuditEvents {
      id
      type
      createdAt
      ip
      details
      actorEmail
    }
  }
`;

function Activity({ user: userKey }: { user: AdminUserDetails_refresh$key }) {
  const user = useFragment(refreshFragment, userKey);
  return (
    <>
      <section aria-labelledby="admin-user-sessions">
        <SectionTitle id="admin-user-sessions">Signed-in browsers</SectionTitle>
        <Table
          caption="Signed-in browsers"
          head={['Browser', 'IP address', 'Signed in', 'Last used']}
          empty="Not signed in anywhere."
          rows={user.sessions.map((session) => ({
            key: session.id,
            cells: [
              describeBrowser(session.userAgent),
              session.ip ?? 'unknown',
              formatWhen(session.createdAt),
              formatWhen(session.lastUsedAt),
            ],
          }))}
        />
      </section>
      <section aria-labelledby="admin-user-tokens">
        <SectionTitle id="admin-user-tokens">Personal tokens</SectionTitle>
        <Table
          caption="Personal tokens"
          head={['Name', 'Access', 'Created', 'Last used', 'Expires']}
          empty="No personal tokens."
          rows={user.apiTokens.map((token) => ({
            key: token.id,
            cells: [
              token.name,
              token.scope === 'READ_ONLY' ? 'Read only' : 'Full',
              formatWhen(token.createdAt),
              formatWhen(token.lastUsedAt),
              token.expiresAt ? formatWhen(token.expiresAt) : 'never',
            ],
          }))}
        />
      </section>
      <section aria-labelledby="admin-user-audit">
        <SectionTitle id="admin-user-audit">Recent events</SectionTitle>
        <Table
          caption="Recent events"
          head={['Event', 'When', 'Administrator', 'IP address', 'Details']}
          empty="Nothing recorded yet."
          rows={user.recentAuditEvents.map((event) => ({
            key: event.id,
            cells: [
              <code key="type" className="text-xs">
                {event.type}
              </code>,
              formatWhen(event.createdAt),
              event.actorEmail ?? '',
              event.ip ?? '',
              <code key="details" className="block min-w-[16rem] text-xs break-words">
                {event.details ?? ''}
              </code>,
            ],
          }))}
        />
      </section>
    </>
  );
}

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="mb-2 text-lg font-semibold">
      {children}
    </h2>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

function Table({
  caption,
  head,
  rows,
  empty,
}: {
  caption: string;
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className="px-4 py-2.5">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key} className="align-top">
              {row.cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
                <td key={index} className="px-4 py-2.5">
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
