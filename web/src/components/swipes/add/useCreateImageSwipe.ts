import { useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { commitMutation } from 'relay-runtime';
import type {
  CreateImageSwipeInput,
  useCreateImageSwipeMutation,
} from '../../../__generated__/useCreateImageSwipeMutation.graphql';
import { requestErrorMessage } from '../../../relay/requestErrors';
import { UploadTooLargeError, uploadProgressConfig } from '../../../relay/upload';
import { type CreateCallbacks, reportCreated } from './createOutcome';

const Mutation = graphql`
  mutation useCreateImageSwipeMutation($input: CreateImageSwipeInput!, $connections: [ID!]!) {
    createImageSwipe(input: $input) {
      swipe @prependNode(connections: $connections, edgeTypeName: "TeamSwipesConnectionEdge") {
        id
        # What the store needs of a new swipe: its card, and its team's count, allowance and lists.
        ...SwipeCard_swipe
        team {
          ...SwipesPage_lists
          ...LimitsBanner_team
          ...useAddSwipeGate_team
        }
      }
      errors {
        __typename
        ... on SwipeLimitError {
          message
        }
        ...formErrors_error @alias(as: "error")
      }
    }
  }
`;

export type CreateImageSwipe = (
  input: Omit<CreateImageSwipeInput, 'file'>,
  file: File,
  connections: string[],
  callbacks: CreateCallbacks,
) => void;

/**
 * Uploads an image as a swipe (a GraphQL multipart request sent with XMLHttpRequest, so its
 * progress is known: docs/web.md); it goes to the top of `connections`. Answers the create,
 * and the share of the upload sent while one is in flight (null otherwise). The answer is acted
 * on by `reportCreated`; a refusal for size before the server read the file is the file's error.
 */
export function useCreateImageSwipe(teamId: string): [CreateImageSwipe, number | null] {
  const environment = useRelayEnvironment();
  const [progress, setProgress] = useState<number | null>(null);
  const create: CreateImageSwipe = (input, file, connections, callbacks) => {
    setProgress(0);
    commitMutation<useCreateImageSwipeMutation>(environment, {
      mutation: Mutation,
      variables: { input: { ...input, file: null }, connections },
      uploadables: { 'variables.input.file': file },
      cacheConfig: uploadProgressConfig(setProgress),
      onCompleted: ({ createImageSwipe }) => {
        setProgress(null);
        reportCreated(environment, teamId, createImageSwipe, connections.length > 0, callbacks);
      },
      onError: (error) => {
        setProgress(null);
        if (error instanceof UploadTooLargeError) {
          callbacks.onInvalid({ fields: { file: error.message }, form: null });
        } else {
          callbacks.onInvalid({ fields: {}, form: requestErrorMessage(error) });
        }
      },
    });
  };
  return [create, progress];
}
