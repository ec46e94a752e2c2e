import { nodesOf } from '@swipestack/common/lists';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { AdminUserSessions_user$key } from '../../__generated__/AdminUserSessions_user.graphql';
import type { AdminUserSessionsPaginationQuery } from '../../__generated__/AdminUserSessionsPaginationQuery.graphql';
import type { AdminUserTeams_user$key } from '../../__generated__/AdminUserTeams_user.graphql';
import type { AdminUserTeamsPaginationQuery } from '../../__generated__/AdminUserTeamsPaginationQuery.graphql';
import type { AdminUserTokens_user$key } from '../../__generated__/AdminUserTokens_user.graphql';
import type { AdminUserTokensPaginationQuery } from '../../__generated__/AdminUserTokensPaginationQuery.graphql';
import { describeBrowser, formatWhen } from '../../lib/accessLabels';
import { ShowMoreButton, useShowMore } from '../ShowMore';
import { SectionTitle, Table } from './AdminTable';
import { AdminTeamPlan } from './AdminTeamPlan';

// An account's lists on its admin page: teams, signed-in browsers and personal tokens, each a
// paged connection (the server's default page, 20; "Show more" for the rest).

/** Rows shown at first and per "Show more". */
export const ADMIN_LIST_PAGE = 20;

export function AdminUserTeams({
  user: key,
  onPlanChanged,
}: {
  user: AdminUserTeams_user$key;
  /** A team's plan was changed: the account is read again. */
  onPlanChanged: () => void;
}) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    AdminUserTeamsPaginationQuery,
    AdminUserTeams_user$key
  >(
    graphql`
      fragment AdminUserTeams_user on AdminUser
      @refetchable(queryName: "AdminUserTeamsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        teams(first: $count, after: $cursor) @connection(key: "AdminUserTeams_teams") {
          totalCount
          edges {
            node {
              teamId
              name
              personal
              role
              plan
              swipeCount
              memberCount
            }
          }
        }
      }
    `,
    key,
  );
  const teams = nodesOf(data.teams);
  const total = data.teams.totalCount;
  const { listRef, showMore } = useShowMore<HTMLTableSectionElement>(
    teams.length,
    ADMIN_LIST_PAGE,
    { hasNext, isLoadingNext, loadNext },
  );
  return (
    <section aria-labelledby="admin-user-teams">
      <SectionTitle id="admin-user-teams">Teams</SectionTitle>
      <Table
        caption="Teams"
        head={['Team', 'Role', 'Swipes', 'Members', 'Plan']}
        empty="They belong to no team."
        bodyRef={listRef}
        rows={teams.map((team) => ({
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
              onChanged={onPlanChanged}
            />,
          ],
        }))}
      />
      {hasNext ? (
        <ShowMoreButton
          remaining={total - teams.length}
          pageSize={ADMIN_LIST_PAGE}
          singular="team"
          plural="teams"
          loading={isLoadingNext}
          onClick={showMore}
        />
      ) : null}
    </section>
  );
}

export function AdminUserSessions({ user: key }: { user: AdminUserSessions_user$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    AdminUserSessionsPaginationQuery,
    AdminUserSessions_user$key
  >(
    graphql`
      fragment AdminUserSessions_user on AdminUser
      @refetchable(queryName: "AdminUserSessionsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        sessions(first: $count, after: $cursor) @connection(key: "AdminUserSessions_sessions") {
          totalCount
          edges {
            node {
              id
              createdAt
              lastUsedAt
              ip
              userAgent
            }
          }
        }
      }
    `,
    key,
  );
  const sessions = nodesOf(data.sessions);
  const total = data.sessions.totalCount;
  const { listRef, showMore } = useShowMore<HTMLTableSectionElement>(
    sessions.length,
    ADMIN_LIST_PAGE,
    { hasNext, isLoadingNext, loadNext },
  );
  return (
    <section aria-labelledby="admin-user-sessions">
      <SectionTitle id="admin-user-sessions">Signed-in browsers</SectionTitle>
      <Table
        caption="Signed-in browsers"
        head={['Browser', 'IP address', 'Signed in', 'Last used']}
        empty="Not signed in anywhere."
        bodyRef={listRef}
        rows={sessions.map((session) => ({
          key: session.id,
          cells: [
            describeBrowser(session.userAgent),
            session.ip ?? 'unknown',
            formatWhen(session.createdAt),
            formatWhen(session.lastUsedAt),
          ],
        }))}
      />
      {hasNext ? (
        <ShowMoreButton
          remaining={total - sessions.length}
          pageSize={ADMIN_LIST_PAGE}
          singular="browser"
          plural="browsers"
          loading={isLoadingNext}
          onClick={showMore}
        />
      ) : null}
    </section>
  );
}

export function AdminUserTokens({ user: key }: { user: AdminUserTokens_user$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    AdminUserTokensPaginationQuery,
    AdminUserTokens_user$key
  >(
    graphql`
      fragment AdminUserTokens_user on AdminUser
      @refetchable(queryName: "AdminUserTokensPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        apiTokens(first: $count, after: $cursor) @connection(key: "AdminUserTokens_apiTokens") {
          totalCount
          edges {
            node {
              id
              name
              scope
              createdAt
              lastUsedAt
              expiresAt
            }
          }
        }
      }
    `,
    key,
  );
  const tokens = nodesOf(data.apiTokens);
  const total = data.apiTokens.totalCount;
  const { listRef, showMore } = useShowMore<HTMLTableSectionElement>(
    tokens.length,
    ADMIN_LIST_PAGE,
    { hasNext, isLoadingNext, loadNext },
  );
  return (
    <section aria-labelledby="admin-user-tokens">
      <SectionTitle id="admin-user-tokens">Personal tokens</SectionTitle>
      <Table
        caption="Personal tokens"
        head={['Name', 'Access', 'Created', 'Last used', 'Expires']}
        empty="No personal tokens."
        bodyRef={listRef}
        rows={tokens.map((token) => ({
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
      {hasNext ? (
        <ShowMoreButton
          remaining={total - tokens.length}
          pageSize={ADMIN_LIST_PAGE}
          singular="token"
          plural="tokens"
          loading={isLoadingNext}
          onClick={showMore}
        />
      ) : null}
    </section>
  );
}
