import {
  createContext,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import {
  graphql,
  type PreloadedQuery,
  requestSubscription,
  useFragment,
  usePreloadedQuery,
  useRelayEnvironment,
} from 'react-relay/hooks';
import { useLocation } from 'react-router';
import type { Disposable } from 'relay-runtime';
import type { PresenceProvider_viewer$key } from '../../__generated__/PresenceProvider_viewer.graphql';
import type { PresenceProviderSubscription } from '../../__generated__/PresenceProviderSubscription.graphql';
import type { TeamSelectorQuery as TeamSelectorQueryType } from '../../__generated__/TeamSelectorQuery.graphql';
import { useSelectedTeam } from '../../lib/teamSelection';
import { ErrorBoundary } from '../ErrorBoundary';
import { useSwipeParam } from '../swipes/useSwipeParam';
import { TeamSelectorQuery } from '../TeamSelector';

// Presence (docs/collaboration.md): while this tab has a team open it holds one `teamPresence`
// subscription, naming the swipe its detail view shows (`?swipe=<id>`); the server answers the
// team's present members at once and after every change. They live in React state (the payload
// has no node id), offered to the layout's avatars and the detail view through `usePresence()`.
// Another swipe, or another team, means subscribing again (the server merges the quick
// leave/join). A dropped socket is retried by graphql-ws, which subscribes again by itself;
// once it gives up (the subscription errors), this provider tries again later.

const subscription = graphql`
  subscription PresenceProviderSubscription($teamId: ID!, $swipeId: ID) {
    teamPresence(teamId: $teamId, swipeId: $swipeId) {
      count
      members {
        userId
        name
        swipeIds
      }
    }
  }
`;

export interface PresentMember {
  userId: string;
  name: string;
  swipeIds: readonly string[];
  isViewer: boolean;
}

/**
 * `off`: no team; `connecting`: subscribed, waiting for the first answer; `live`: the members
 * are current; `retrying`: the subscription failed and will be made again (the members shown
 * are the last known); `ended`: the server ended it (the viewer left the team, the team was
 * deleted or the session ended).
 */
export type PresenceStatus = 'off' | 'connecting' | 'live' | 'retrying' | 'ended';

export interface Presence {
  /**
   * Who has the team open now, the viewer too (`isViewer`): those looking at the same swipe
   * first, then the others in the order they arrived; at most 20 (`count` says how many).
   */
  members: readonly PresentMember[];
  /** How many members have the team open, the viewer included. */
  count: number;
  status: PresenceStatus;
}

const NOBODY: readonly PresentMember[] = [];
const OFF: Presence = { members: NOBODY, count: 0, status: 'off' };

const PresenceContext = createContext<Presence>(OFF);

/** The selected team's present members (the viewer among them) and how current they are. */
export function usePresence(): Presence {
  return useContext(PresenceContext);
}

/** The members present except the viewer (in any of their tabs). */
export function useOthersPresent(): readonly PresentMember[] {
  const { members } = usePresence();
  return useMemo(() => members.filter((member) => !member.isViewer), [members]);
}

/** How many others have the team open (the list may name only some of them). */
export function useOthersCount(): number {
  const { count } = usePresence();
  // This tab is present, so the viewer is always among them.
  return Math.max(0, count - 1);
}

/** Waits before subscribing again after a failure: 2 s, 4 s, … up to a minute. */
export function retryDelay(attempt: number): number {
  return Math.min(60_000, 2_000 * 2 ** attempt);
}

/** The swipe id of `?swipe=` if it is a swipe's global id (base64 of `Swipe:<id>`). */
function swipeGlobalId(value: string | null): string | null {
  if (!value) return null;
  try {
    return atob(value).startsWith('Swipe:') ? value : null;
  } catch {
    return null;
  }
}

/**
 * The swipe this tab's detail view shows: `?swipe=<id>` (useSwipeParam), except on AI Remix,
 * where `?swipe=` names the swipe a remix starts from.
 */
function useDetailSwipeId(): string | null {
  const [param] = useSwipeParam();
  const { pathname } = useLocation();
  if (pathname === '/remix' || pathname.startsWith('/remix/')) return null;
  return swipeGlobalId(param);
}

/** The team selected in the team selector, and the viewer's User id. */
interface Selected {
  teamId: string | null;
  viewerId: string | null;
}
const NONE_SELECTED: Selected = { teamId: null, viewerId: null };

interface Held extends Presence {
  teamId: string | null;
}

function useTeamPresence(
  teamId: string | null,
  swipeId: string | null,
  viewerId: string | null,
): Presence {
  const environment = useRelayEnvironment();
  const [held, setHeld] = useState<Held>({ teamId: null, ...OFF });

  useEffect(() => {
    if (!teamId) return;
    let stopped = false;
    let attempt = 0;
    let disposable: Disposable | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // Another swipe of the same team keeps the members shown until the new answer.
    setHeld((current) =>
      current.teamId === teamId && current.status !== 'ended'
        ? { ...current, status: 'connecting' }
        : { teamId, members: NOBODY, count: 0, status: 'connecting' },
    );
    const start = () => {
      retry = undefined;
      disposable = requestSubscription<PresenceProviderSubscription>(environment, {
        subscription,
        variables: { teamId, swipeId },
        onNext: (data) => {
          if (stopped || !data) return;
          attempt = 0;
          const { members, count } = data.teamPresence;
          // The server's answer is the same for every tab: which member is the viewer is
          // worked out here.
          setHeld({
            teamId,
            members: members.map((member) => ({ ...member, isViewer: member.userId === viewerId })),
            count,
            status: 'live',
          });
        },
        onCompleted: () => {
          if (!stopped) setHeld({ teamId, members: NOBODY, count: 0, status: 'ended' });
        },
        // graphql-ws gave up on the socket (or the server refused): try again later.
        onError: () => {
          if (stopped) return;
          setHeld((current) => ({ ...current, teamId, status: 'retrying' }));
          retry = setTimeout(start, retryDelay(attempt));
          attempt += 1;
        },
      });
    };
    start();
    // Back online while waiting to retry: at once.
    const online = () => {
      if (retry === undefined) return;
      clearTimeout(retry);
      start();
    };
    window.addEventListener('online', online);
    return () => {
      stopped = true;
      window.removeEventListener('online', online);
      clearTimeout(retry);
      disposable?.dispose();
    };
  }, [environment, teamId, swipeId, viewerId]);

  return useMemo<Presence>(
    () =>
      teamId && held.teamId === teamId
        ? { members: held.members, count: held.count, status: held.status }
        : teamId
          ? { members: NOBODY, count: 0, status: 'connecting' }
          : OFF,
    [teamId, held],
  );
}

/**
 * Makes this tab present in `teamId` (viewing the swipe of `?swipe=`) and offers the team's
 * present members to its children (`usePresence()`). Mount it once per tab.
 */
export function PresenceProvider({
  teamId,
  viewerId,
  children,
}: {
  teamId: string | null;
  /** The viewer's User id. */
  viewerId: string | null;
  children: ReactNode;
}) {
  const swipeId = useDetailSwipeId();
  const presence = useTeamPresence(teamId, swipeId, viewerId);
  return <PresenceContext.Provider value={presence}>{children}</PresenceContext.Provider>;
}

function SelectedTeam({
  viewer,
  onTeam,
}: {
  viewer: PresenceProvider_viewer$key;
  onTeam: (selected: Selected) => void;
}) {
  const data = useFragment(
    graphql`
      fragment PresenceProvider_viewer on User {
        id
        teams(first: 50) {
          edges {
            node {
              id
              name
              type
            }
          }
        }
      }
    `,
    viewer,
  );
  const teams = data.teams.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  const [team] = useSelectedTeam(data.id, teams);
  const teamId = team?.id ?? null;
  useEffect(() => onTeam({ teamId, viewerId: data.id }), [teamId, data.id, onTeam]);
  useEffect(() => () => onTeam(NONE_SELECTED), [onTeam]);
  return null;
}

function SelectedTeamLoader({
  teamsRef,
  onTeam,
}: {
  teamsRef: PreloadedQuery<TeamSelectorQueryType>;
  onTeam: (selected: Selected) => void;
}) {
  const data = usePreloadedQuery<TeamSelectorQueryType>(TeamSelectorQuery, teamsRef);
  return data.viewer ? <SelectedTeam viewer={data.viewer} onTeam={onTeam} /> : null;
}

/**
 * The app layout's presence: for the team selected in the team selector (once the viewer's
 * teams are loaded; the layout does not wait for them).
 */
export function SelectedTeamPresenceProvider({
  teamsRef,
  children,
}: {
  teamsRef: PreloadedQuery<TeamSelectorQueryType>;
  children: ReactNode;
}) {
  const [selected, setSelected] = useState<Selected>(NONE_SELECTED);
  return (
    <>
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <SelectedTeamLoader teamsRef={teamsRef} onTeam={setSelected} />
        </Suspense>
      </ErrorBoundary>
      <PresenceProvider teamId={selected.teamId} viewerId={selected.viewerId}>
        {children}
      </PresenceProvider>
    </>
  );
}
