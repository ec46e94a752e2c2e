import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { LiveViewerEventsSubscription } from '../../__generated__/LiveViewerEventsSubscription.graphql';
import { inboxChanged } from '../notifications/inboxStore';

// Invites sent to the viewer arrive with their invites as they are now, merged into the store
// by the viewer's id: the invites button's count (`invites(first: 0)`, as TeamSelector_viewer
// asks) and the invites dialog's list (its paginated fragment: the first page replaces what
// the list held, with its totalCount) update by themselves.
// So does their onboarding: a step done by a save, an email or the extension ticks itself off.
// And their support chat: a reply arrives in the open chat, and the Help button's unread count.
// And their inbox: the sidebar's unread count comes with every event, and NOTIFICATIONS_CHANGED
// has the inbox on screen read itself again (inboxStore's `inboxChanged`).
const subscription = graphql`
  subscription LiveViewerEventsSubscription {
    viewerEvents {
      kind
      viewer {
        id
        inviteCount: invites(first: 0) {
          totalCount
        }
        ...InvitesDialog_viewer
        supportUnreadCount
        unreadNotificationCount
        supportConversation {
          id
          ...SupportChat_conversation
        }
        onboarding {
          id
          done
          total
          complete
          wizardVisible
          ...OnboardingChecklist_onboarding
        }
      }
    }
  }
`;

export function LiveViewerEvents() {
  const config = useMemo<GraphQLSubscriptionConfig<LiveViewerEventsSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        if (response?.viewerEvents.kind === 'NOTIFICATIONS_CHANGED') inboxChanged();
      },
      // The socket retries by itself; a dead subscription must not break the page.
      onError: () => {},
    }),
    [],
  );
  useSubscription(config);
  return null;
}
