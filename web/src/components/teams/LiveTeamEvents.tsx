import { useCallback, useMemo, useRef, useState } from 'react';
import { graphql, useRelayEnvironment, useSubscription } from 'react-relay/hooks';
import {
  ConnectionHandler,
  fetchQuery,
  type GraphQLSubscriptionConfig,
  type RecordSourceSelectorProxy,
} from 'relay-runtime';
import { toast } from 'sonner';
import type { LiveTeamEventsRoleQuery } from '../../__generated__/LiveTeamEventsRoleQuery.graphql';
import type {
  LiveTeamEventsSubscription,
  LiveTeamEventsSubscription$data,
} from '../../__generated__/LiveTeamEventsSubscription.graphql';
import { liveSwipeLists } from '../../lib/liveSwipeLists';
import { connectionOf, insertIntoConnection, removeFromConnection } from '../../relay/connections';
import { teamEventArrived } from '../activity/activityStore';
import { forgetCollection } from '../collections/collectionStore';
import { addCommentToLists, removeComment } from '../comments/commentStore';
import { trackedAdsSavedText } from '../finder/finderFormat';
import { addTrackedBrand, removeTrackedBrand } from '../finder/trackedBrandStore';
import { removeTag } from '../swipes/swipeStore';
import { refreshTeam } from '../swipes/TeamRefresh';
import { listLacks } from './teamLists';
import {
  addTeamInvite,
  refreshTeamsSoon,
  TEAM_INVITES_CONNECTION,
  TEAM_MEMBERS_CONNECTION,
} from './teamStore';

// What changed arrives with its new state and is merged into the Relay store by id: the
// swipe, tag, collection, member or invite; the tags and collections whose swipe counts a
// swipe event moved; and the team with its count, plan and subscription as they are now (a
// webhook that activates a plan updates the badge, the limits banner and Settings by itself).
// Lists are not sent again: a deleted tag or collection leaves them here, and a tab whose
// lists lack one an event names (new to the team) asks for them again (teamLists.ts,
// refreshTeam). Only a new swipe's place in a list and
// deletions need code, and so do the members and invites lists of Manage team (paged
// connections): a member who joined goes last (members are in the order they joined), a new
// invite first, and their counts follow (teamStore, relay/connections.ts). Ad Finder's tracked
// brands are a plain list: an added one goes last, a removed one leaves it (trackedBrandStore),
// and a check that saved ads says so in a toast. Comments too: a new thread or reply goes last
// in its list, a deleted one leaves it; the swipe's count comes with SWIPE_UPDATED (commentStore).
const subscription = graphql`
  subscription LiveTeamEventsSubscription($teamId: ID!) {
    teamEvents(teamId: $teamId) {
      kind
      deletedId
      swipe {
        id
        captureStatus
        captureError
        ...SwipeCard_swipe
      }
      tag {
        id
        title
      }
      # The tags and collections whose swipe counts a swipe event moved, as they are now.
      tags {
        ...TagRow_tag
      }
      collections {
        ...CollectionCard_collection
      }
      collection {
        id
        name
        description
        coverUrl
        shareToken
        shareUrl
        publishedAt
      }
      member {
        id
        isViewer
        ...TeamMemberRow_member
      }
      invite {
        id
        ...TeamInviteRow_invite
      }
      trackedBrand {
        id
        label
        lastSavedCount
        ...TrackedBrandItem_trackedBrand
      }
      comment {
        id
        swipe {
          id
          commentCount
        }
        thread {
          id
        }
        ...CommentThread_head
      }
      team {
        id
        name
        swipeCount
        # Who may comment (Manage team's setting; the viewer's role says what it means for them).
        viewersMayComment
        # Plan, allowance and subscription: what the badge, the limits banner and Settings read.
        ...PlanDetails_team
      }
    }
  }
`;

const roleQuery = graphql`
  query LiveTeamEventsRoleQuery($teamId: ID!) {
    node(id: $teamId) {
      ... on Team {
        id
        viewerRole
        viewerMayModerateComments
      }
    }
  }
`;

type Event = LiveTeamEventsSubscription$data['teamEvents'];

function updatePeople(store: RecordSourceSelectorProxy, teamId: string, event: Event) {
  const root = store.getRootField('teamEvents');
  if (event.kind === 'MEMBER_JOINED') {
    const member = root?.getLinkedRecord('member');
    const members = connectionOf(store, teamId, TEAM_MEMBERS_CONNECTION);
    if (member) insertIntoConnection(store, members, member, 'TeamMembersConnectionEdge', 'last');
  }
  if (event.kind === 'MEMBER_LEFT' && event.deletedId) {
    removeFromConnection(connectionOf(store, teamId, TEAM_MEMBERS_CONNECTION), event.deletedId);
  }
  if (event.kind === 'INVITE_CREATED' && event.invite)
    addTeamInvite(store, teamId, event.invite.id);
  if (event.kind === 'INVITE_DELETED' && event.deletedId) {
    removeFromConnection(connectionOf(store, teamId, TEAM_INVITES_CONNECTION), event.deletedId);
  }
}

function updateTrackedBrands(store: RecordSourceSelectorProxy, teamId: string, event: Event) {
  if (event.kind === 'TRACKED_BRAND_CHANGED') {
    const brand = store.getRootField('teamEvents')?.getLinkedRecord('trackedBrand');
    if (brand) addTrackedBrand(store, teamId, brand);
  }
  if (event.kind === 'TRACKED_BRAND_DELETED' && event.deletedId)
    removeTrackedBrand(store, teamId, event.deletedId);
}

/**
 * A comment written goes last in its thread or its swipe's threads (its swipe's count comes
 * with it); a deleted one leaves (the SWIPE_UPDATED event after it brings the count).
 */
function updateComments(store: RecordSourceSelectorProxy, event: Event) {
  if (event.kind === 'COMMENT_CHANGED') {
    const comment = store.getRootField('teamEvents')?.getLinkedRecord('comment');
    if (comment) addCommentToLists(store, comment, 'live');
  }
  if (event.kind === 'COMMENT_DELETED' && event.deletedId) removeComment(store, event.deletedId);
}

/**
 * Deleted tags and collections leave every list and swipe; answers whether the team's lists
 * lack a tag or collection the event names (then they are asked for again).
 */
function updateLists(
  store: RecordSourceSelectorProxy,
  recordIds: () => readonly string[],
  teamId: string,
  event: Event,
): boolean {
  if (event.kind === 'TAG_DELETED' && event.deletedId)
    removeTag(store, recordIds(), event.deletedId);
  if (event.kind === 'COLLECTION_DELETED' && event.deletedId)
    forgetCollection(store, recordIds(), event.deletedId);
  const root = store.getRootField('teamEvents');
  const ids = (field: string, single: string) =>
    [...(root?.getLinkedRecords(field) ?? []), root?.getLinkedRecord(single)].flatMap((record) =>
      record ? [record.getDataID()] : [],
    );
  return (
    listLacks(store, teamId, 'tags', ids('tags', 'tag')) ||
    listLacks(store, teamId, 'collections', ids('collections', 'collection'))
  );
}

function prependSwipe(store: RecordSourceSelectorProxy, teamId: string) {
  const swipe = store.getRootField('teamEvents')?.getLinkedRecord('swipe');
  if (!swipe) return;
  const shown = liveSwipeLists().filter((listId) => listId.startsWith(`client:${teamId}:`));
  // No list of the team on screen (a swipe saved from Discover, Ad Finder or AI Remix, or by a
  // teammate meanwhile): the lists kept in the store are out of date, so the swipes page asks
  // the server again when it opens.
  if (!shown.length) store.get(teamId)?.invalidateRecord();
  for (const listId of shown) {
    const list = store.get(listId);
    // Only once (the tab that created it has prepended it).
    if (!list) continue;
    const edges = list.getLinkedRecords('edges') ?? [];
    if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === swipe.getDataID())) {
      continue;
    }
    const edge = ConnectionHandler.createEdge(store, list, swipe, 'TeamSwipesConnectionEdge');
    ConnectionHandler.insertEdgeBefore(list, edge);
  }
}

/** Keeps what the app shows of the selected team up to date while other members change it. */
export function LiveTeamEvents({ teamId }: { teamId: string }) {
  // The server ends the stream after the viewer's own role changed (docs/graphql.md): then a
  // new subscription, with the new role's rights, goes on.
  const [round, setRound] = useState(0);
  const again = useCallback(() => setRound((n) => n + 1), []);
  return <TeamEventStream key={round} teamId={teamId} onRoleChanged={again} />;
}

function TeamEventStream({ teamId, onRoleChanged }: { teamId: string; onRoleChanged: () => void }) {
  const environment = useRelayEnvironment();
  const roleChanged = useRef(false);
  // Set by an event's updater when the team's lists lack a tag or collection it names.
  const listsStale = useRef(false);
  // A comment the store never held was deleted: the counts on cards are asked for again.
  const config = useMemo<GraphQLSubscriptionConfig<LiveTeamEventsSubscription>>(() => {
    const recordIds = () => environment.getStore().getSource().getRecordIDs();
    return {
      subscription,
      variables: { teamId },
      updater: (store, data) => {
        const event: Event | undefined = data?.teamEvents;
        if (event?.kind === 'SWIPE_CREATED') prependSwipe(store, teamId);
        if (event) updatePeople(store, teamId, event);
        if (event) updateTrackedBrands(store, teamId, event);
        if (event) updateComments(store, event);
        if (event) listsStale.current = updateLists(store, recordIds, teamId, event);
        if (event?.kind === 'SWIPE_DELETED' && event.deletedId) store.delete(event.deletedId);
      },
      onNext: (data) => {
        // The activity feed on screen reads itself again (activityStore).
        if (data?.teamEvents) teamEventArrived(teamId, data.teamEvents.kind);
        if (listsStale.current) {
          listsStale.current = false;
          refreshTeam(environment, teamId);
        }
        // The viewer's own role changed: fetch it again (the event carries the member row).
        if (data?.teamEvents.member?.isViewer && data.teamEvents.kind === 'MEMBER_UPDATED') {
          roleChanged.current = true;
          fetchQuery<LiveTeamEventsRoleQuery>(environment, roleQuery, { teamId }).subscribe({});
        }
        if (data?.teamEvents.kind === 'TEAM_DELETED') refreshTeamsSoon(environment);
        const tracked = data?.teamEvents.trackedBrand;
        if (data?.teamEvents.kind === 'TRACKED_ADS_SAVED' && tracked && tracked.lastSavedCount > 0)
          toast.success(trackedAdsSavedText(tracked.label, tracked.lastSavedCount));
      },
      // The server ends the stream when the viewer's role changes (subscribe again), when they
      // are removed, the team is deleted or the session ends.
      onCompleted: () => {
        if (roleChanged.current) onRoleChanged();
        else refreshTeamsSoon(environment);
      },
      // The socket retries by itself; a dead subscription must not break the page.
      onError: () => {},
    };
  }, [teamId, environment, onRoleChanged]);
  useSubscription(config);
  return null;
}
