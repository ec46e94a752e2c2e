import { graphql } from 'react-relay/hooks';
import { commitMutation, type Environment, type GraphQLTaggedNode } from 'relay-runtime';
import DeleteSwipesMutation from '../../../__generated__/bulkMutationsDeleteMutation.graphql';
import MoveSwipesMutation from '../../../__generated__/bulkMutationsMoveMutation.graphql';
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
      undo { added tagLinks { tagId swipeIds } createdTagIds collection { collectionId swipeIds } }
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
      undo { added tagLinks { tagId swipeIds } createdTagIds collection { collectionId swipeIds } }
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
      undo { added tagLinks { tagId swipeIds } createdTagIds collection { collectionId swipeIds } }
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
      undo { added tagLinks { tagId swipeIds } createdTagIds collection { collectionId swipeIds } }
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
graphql`
  mutation bulkMutationsMoveMutation($input: MoveSwipesToTeamInput!) {
    moveSwipesToTeam(input: $input) {
      swipes { id }
      deletedIds
      teams { id }
      errors { ...formErrors_error @alias(as: "error") }
    }
  }
`;
const undo = graphql`
  mutation bulkMutationsUndoMutation($input: UndoBulkActionInput!) {
    undoBulkAction(input: $input) {
      swipes { id ...SwipeCard_swipe }
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

/** What a tag or collection action changed (the server's `BulkUndo`), to change back. */
export interface BulkUndo {
  readonly added: boolean;
  readonly tagLinks?: readonly { readonly tagId: string; readonly swipeIds: readonly string[] }[];
  readonly createdTagIds?: readonly string[];
  readonly collection?: {
    readonly collectionId: string;
    readonly swipeIds: readonly string[];
  } | null;
}

interface BulkPayload {
  readonly swipes?: readonly { readonly id: string }[];
  readonly deletedIds: readonly string[];
  readonly teams: readonly { readonly id: string }[];
  readonly undo?: BulkUndo | null;
  readonly errors: readonly PayloadErrorRef[];
}

export type BulkAction = 'tag' | 'untag' | 'add' | 'remove' | 'copy' | 'move' | 'delete';

const MUTATIONS: Record<BulkAction | 'undo', [GraphQLTaggedNode, string]> = {
  tag: [tag, 'tagSwipes'],
  untag: [untag, 'untagSwipes'],
  add: [addToCollection, 'addSwipesToCollection'],
  remove: [removeFromCollection, 'removeSwipesFromCollection'],
  copy: [copy, 'copySwipesToTeam'],
  move: [MoveSwipesMutation, 'moveSwipesToTeam'],
  delete: [DeleteSwipesMutation, 'deleteSwipes'],
  undo: [undo, 'undoBulkAction'],
};

/** What the bar reports when a bulk action ends. */
export interface BulkOutcome {
  ok: boolean;
  /** The server's refusal, or the network's. */
  error: string | null;
  /** The swipes as the answer lists them (for a copy: the new copies). */
  swipeIds: readonly string[];
  /** For tag and collection actions: exactly what changed. */
  undo: BulkUndo | null;
}

/** Runs a bulk action over `swipeIds`; `input` holds the action's other fields. */
export function runBulkAction(
  environment: Environment,
  action: BulkAction,
  swipeIds: readonly string[],
  input: Record<string, unknown>,
  done: (outcome: BulkOutcome) => void,
): void {
  commit(environment, action, { ...input, swipeIds }, done);
}

/** Changes back what a tag or collection action changed (`undoBulkAction`). */
export function undoBulkAction(
  environment: Environment,
  change: BulkUndo,
  done: (outcome: BulkOutcome) => void,
): void {
  commit(environment, 'undo', change, done);
}

function commit(
  environment: Environment,
  action: BulkAction | 'undo',
  input: object,
  done: (outcome: BulkOutcome) => void,
): void {
  const [mutation, field] = MUTATIONS[action];
  commitMutation(environment, {
    mutation,
    variables: { input },
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
      done({
        ok: !error,
        error,
        swipeIds: payload?.swipes?.map((swipe) => swipe.id) ?? [],
        undo: payload?.undo ?? null,
      });
    },
    onError: () => done({ ok: false, error: NETWORK_ERROR_MESSAGE, swipeIds: [], undo: null }),
  });
}

/**
 * Sends a held-back delete or move as the page goes away (a tab closed while its Undo toast
 * showed): a keepalive request outlives the page.
 */
export function sendOnExit(
  action: 'delete' | 'move',
  swipeIds: readonly string[],
  input: Record<string, unknown>,
): void {
  const params = (action === 'delete' ? DeleteSwipesMutation : MoveSwipesMutation).params;
  void fetch('/graphql', {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(persistedOperation(params, { input: { ...input, swipeIds } })),
  }).catch(() => undefined);
}
