import { graphql } from 'react-relay/hooks';
import { commitMutation, type Environment, type GraphQLTaggedNode } from 'relay-runtime';
import DeleteSwipesMutation from '../../../__generated__/bulkMutationsDeleteMutation.graphql';
import {
  firstPayloadError,
  NETWORK_ERROR_MESSAGE,
  type PayloadErrorRef,
} from '../../../lib/formErrors';
import { persistedOperation } from '../../../relay/persisted';
import { removeSwipeFromLists } from '../swipeStore';
import { refreshTeam } from '../TeamRefresh';

// The bulk actions' mutations (server: graphql/schema/swipes/bulk-swipes.ts). Each answers with the
// swipes as they are now (the store updates the cards), the ids removed (moved or deleted:
// they leave every list) and the teams whose counts changed (refetched).

const tag = graphql`
  mutation bulkMutationsTagMutation($input: TagSwipesInput!) {
    tagSwipes(input: $input) {
      swipes { id ...SwipeCard_swipe }
      deletedIds
      teams { id }
      errors { ...formErrors_error @alias(as: "error") }
    }
  }
`;
const untag = graphql`
  mutation bulkMutationsUntagMutation($input: UntagSwipesInput!) {
    untagSwipes(input: $input) {
      swipes { id ...SwipeCard_swipe }
      deletedIds
      teams { id }
      errors { ...formErrors_error @alias(as: "error") }
    }
  }
`;
const addToCollection = graphql`
  mutation bulkMutationsAddMutation($input: AddSwipesToCollectionInput!) {
    addSwipesToCollection(input: $input) {
      swipes { id ...SwipeCard_swipe }
      deletedIds
      teams { id }
      errors { ...formErrors_error @alias(as: "error") }
    }
  }
`;
const removeFromCollection = graphql`
  mutation bulkMutationsRemoveMutation($input: RemoveSwipesFromCollectionInput!) {
    removeSwipesFromCollection(input: $input) {
      swipes { id ...SwipeCard_swipe }
      deletedIds
      teams { id }
      errors { ...formErrors_error @alias(as: "error") }
    }
  }
`;
const copy = graphql`
  mutation bulkMutationsCopyMutation($input: CopySwipesToTeamInput!) {
    copySwipesToTeam(input: $input) {
      swipes { id }
      deletedIds
      teams { id }
      errors { ...formErrors_error @alias(as: "error") }
    }
  }
`;
const move = graphql`
  mutation bulkMutationsMoveMutation($input: MoveSwipesToTeamInput!) {
    moveSwipesToTeam(input: $input) {
      swipes { id }
      deletedIds
      teams { id }
      errors { ...formErrors_error @alias(as: "error") }
    }
  }
`;
graphql`
  mutation bulkMutationsDeleteMutation($input: DeleteSwipesInput!) {
    deleteSwipes(input: $input) {
      deletedIds
      teams { id }
      errors { ...formErrors_error @alias(as: "error") }
    }
  }
`;

interface BulkPayload {
  readonly deletedIds: readonly string[];
  readonly teams: readonly { readonly id: string }[];
  readonly errors: readonly PayloadErrorRef[];
}

export type BulkAction = 'tag' | 'untag' | 'add' | 'remove' | 'copy' | 'move' | 'delete';

const MUTATIONS: Record<BulkAction, [GraphQLTaggedNode, string]> = {
  tag: [tag, 'tagSwipes'],
  untag: [untag, 'untagSwipes'],
  add: [addToCollection, 'addSwipesToCollection'],
  remove: [removeFromCollection, 'removeSwipesFromCollection'],
  copy: [copy, 'copySwipesToTeam'],
  move: [move, 'moveSwipesToTeam'],
  delete: [DeleteSwipesMutation, 'deleteSwipes'],
};

/** What the bar reports when a bulk action ends. */
export interface BulkOutcome {
  ok: boolean;
  /** The server's refusal, or the network's. */
  error: string | null;
}

/** Runs a bulk action over `swipeIds`; `input` holds the action's other fields. */
export function runBulkAction(
  environment: Environment,
  action: BulkAction,
  swipeIds: readonly string[],
  input: Record<string, unknown>,
  done: (outcome: BulkOutcome) => void,
): void {
  const [mutation, field] = MUTATIONS[action];
  commitMutation(environment, {
    mutation,
    variables: { input: { ...input, swipeIds } },
    updater: (store, data) => {
      const payload = (data as Record<string, BulkPayload> | null)?.[field];
      // The destination's lists, if this page loaded them, lack the new copies: they are
      // loaded again when that team is shown.
      const destination = action === 'copy' || action === 'move' ? payload?.teams[0] : null;
      if (destination) store.get(destination.id)?.invalidateRecord();
      if (!payload?.deletedIds.length) return;
      const recordIds = environment.getStore().getSource().getRecordIDs();
      for (const id of payload.deletedIds) {
        removeSwipeFromLists(store, recordIds, id);
        store.delete(id);
      }
    },
    onCompleted: (data) => {
      const payload = (data as Record<string, BulkPayload>)[field];
      const error = payload ? firstPayloadError(payload.errors) : 'Could not change the swipes.';
      for (const team of payload?.teams ?? []) refreshTeam(environment, team.id);
      done({ ok: !error, error });
    },
    onError: () => done({ ok: false, error: NETWORK_ERROR_MESSAGE }),
  });
}

/**
 * Sends the delete as the page goes away (a tab closed while its Undo toast showed): a
 * keepalive request outlives the page.
 */
export function sendDeleteOnExit(swipeIds: readonly string[]): void {
  void fetch('/graphql', {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(persistedOperation(DeleteSwipesMutation.params, { input: { swipeIds } })),
  }).catch(() => undefined);
}
