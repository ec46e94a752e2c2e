import { getRequest, graphql } from 'relay-runtime';
import type { saveSwipeSelectionMutation$data } from '../__generated__/saveSwipeSelectionMutation.graphql';
import type { saveSwipeUploadMutation$data } from '../__generated__/saveSwipeUploadMutation.graphql';
import { dataOf, runOperation, SignedOutError } from '../shared/graphql';
import type { SaveReply, SwipeDetails } from '../shared/messages';
import { saveReply, titleFromText } from './save-results';

// The two ways the service worker creates swipes, with the extension's token: a picture
// (screenshot, region, image from a page) uploaded with its details, and a passage of text.

const UploadMutation = graphql`
  mutation saveSwipeUploadMutation($input: CreateImageSwipeInput!) {
    createImageSwipe(input: $input) {
      swipe {
        id
      }
      errors {
        __typename
        ... on Error {
          message
        }
      }
    }
  }
`;

const SelectionMutation = graphql`
  mutation saveSwipeSelectionMutation($input: CreateSwipeInput!) {
    createSwipe(input: $input) {
      swipe {
        id
      }
      errors {
        __typename
        ... on Error {
          message
        }
      }
    }
  }
`;

/** Failures the person should read (signed out, unreachable) as a reply rather than a crash. */
export async function asReply(save: () => Promise<SaveReply>): Promise<SaveReply> {
  try {
    return await save();
  } catch (error) {
    return {
      ok: false,
      error: error instanceof Error ? error.message : String(error),
      ...(error instanceof SignedOutError ? { signedOut: true } : {}),
    };
  }
}

const optional = (text: string) => text.trim() || null;

export async function uploadSwipe(file: File, swipe: Partial<SwipeDetails> & { teamId: string }) {
  const input = {
    teamId: swipe.teamId,
    file: null,
    kind: swipe.kind ?? 'IMAGE',
    url: optional(swipe.url ?? ''),
    title: optional(swipe.title ?? ''),
    notes: optional(swipe.notes ?? ''),
    tags: swipe.tags ?? [],
    collectionIds: swipe.collectionIds ?? [],
  };
  const body = await runOperation(
    getRequest(UploadMutation).params,
    { input },
    {
      uploadables: { 'variables.input.file': file },
    },
  );
  return saveReply(dataOf<saveSwipeUploadMutation$data>(body).createImageSwipe, swipe.teamId);
}

export async function saveSelection(teamId: string, text: string, pageUrl: string | null) {
  const input = {
    teamId,
    kind: 'AD' as const,
    title: titleFromText(text),
    notes: text,
    url: pageUrl,
  };
  const body = await runOperation(getRequest(SelectionMutation).params, { input });
  return saveReply(dataOf<saveSwipeSelectionMutation$data>(body).createSwipe, teamId);
}
