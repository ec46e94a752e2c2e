import { nodesOf } from '@swipestack/common/lists';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { fetchQuery, type Subscription } from 'relay-runtime';
import type { mentionMembersQuery } from '../../__generated__/mentionMembersQuery.graphql';

// The team members a comment can mention (docs/collaboration.md): asked for once, the first
// time a composer of the Comments section needs them (its writer types "@"), and shared by
// every composer there (a new thread, a reply, an edit).

const MembersQuery = graphql`
  query mentionMembersQuery($teamId: ID!) {
    node(id: $teamId) {
      ... on Team {
        members(first: 100) {
          edges {
            node {
              id
              name
              email
              userId
              isViewer
            }
          }
        }
      }
    }
  }
`;

/** A member one may mention (the viewer is left out). */
export interface MentionMember {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  /** What a mention of them names (`@[Name](user:<userId>)`). */
  readonly userId: string;
}

export interface MentionMembers {
  status: 'idle' | 'loading' | 'ready' | 'error';
  members: readonly MentionMember[];
  /** Asks for the members, unless they are loaded or loading (again after an error). */
  load: () => void;
}

const MentionMembersContext = createContext<MentionMembers | null>(null);

/** Lets the composers inside mention the members of this team. */
export function MentionMembersProvider({
  teamId,
  children,
}: {
  teamId: string;
  children: ReactNode;
}) {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<Pick<MentionMembers, 'status' | 'members'>>({
    status: 'idle',
    members: [],
  });
  const status = useRef<MentionMembers['status']>('idle');
  const request = useRef<Subscription | null>(null);
  useEffect(() => () => request.current?.unsubscribe(), []);

  const load = useCallback(() => {
    if (status.current === 'loading' || status.current === 'ready') return;
    const settle = (next: Pick<MentionMembers, 'status' | 'members'>) => {
      status.current = next.status;
      setState(next);
    };
    settle({ status: 'loading', members: [] });
    request.current = fetchQuery<mentionMembersQuery>(
      environment,
      MembersQuery,
      { teamId },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      next: (data) => {
        const members = data.node?.members ? nodesOf(data.node.members) : [];
        settle({
          status: 'ready',
          members: members
            .filter((member) => !member.isViewer)
            .map(({ id, name, email, userId }) => ({ id, name, email, userId })),
        });
      },
      error: () => settle({ status: 'error', members: [] }),
    });
  }, [environment, teamId]);

  const value = useMemo(() => ({ ...state, load }), [state, load]);
  return <MentionMembersContext.Provider value={value}>{children}</MentionMembersContext.Provider>;
}

/** The members to mention, or null where mentions are not offered. */
export function useMentionMembers(): MentionMembers | null {
  return useContext(MentionMembersContext);
}

/** How many suggestions show at most (typing more narrows them). */
export const MENTION_SUGGESTIONS = 8;

/**
 * The members whose name or email contains `query` (any case): those whose name or a word of
 * it starts with it first, then in the team's order.
 */
export function matchMembers(
  members: readonly MentionMember[],
  query: string,
): readonly MentionMember[] {
  const q = query.trim().toLowerCase();
  if (!q) return members.slice(0, MENTION_SUGGESTIONS);
  const starts: MentionMember[] = [];
  const contains: MentionMember[] = [];
  for (const member of members) {
    const name = member.name.toLowerCase();
    if (name.split(/\s+/).some((word) => word.startsWith(q))) starts.push(member);
    else if (name.includes(q) || member.email.toLowerCase().includes(q)) contains.push(member);
  }
  return [...starts, ...contains].slice(0, MENTION_SUGGESTIONS);
}

/** The mention being typed before the caret ("@an" → "an"), with where its "@" is. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(?:^|[\s([{"'])@([\p{L}\p{N}._'-]{0,40})$/u.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[1] ?? '';
  return { start: caret - query.length - 1, query };
}
