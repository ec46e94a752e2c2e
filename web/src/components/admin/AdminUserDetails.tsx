import { type ReactNode, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import type { AdminUserDetails_refresh$key } from '../../__generated__/AdminUserDetails_refresh.graphql';
import type { AdminUserDetailsQuery } from '../../__generated__/AdminUserDetailsQuery.graphql';
import { formatWhen } from '../../lib/accessLabels';
import { pageTitle } from '../../lib/site';
import { SectionTitle, Table } from './AdminTable';
import { AdminUserActions } from './AdminUserActions';
import { AdminUserSessions, AdminUserTeams, AdminUserTokens } from './AdminUserLists';
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
            ...AdminUserTeams_user
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
      <AdminUserTeams user={user} onPlanChanged={() => setFetchKey((key) => key + 1)} />
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
    ...AdminUserSessions_user
    ...AdminUserTokens_user
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
      <AdminUserSessions user={user} />
      <AdminUserTokens user={user} />
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

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
