/**
 * @generated SignedSource<<3741e3ef6ab40487c663dcf6f34a9f49>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SwipeComments_swipe$data = {
  readonly commentCount: number;
  readonly commentThreads: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"CommentThread_comment">;
  }>;
  readonly id: string;
  readonly team: {
    readonly id: string;
    readonly viewerMayComment: boolean;
    readonly viewerMayModerateComments: boolean;
  };
  readonly " $fragmentType": "SwipeComments_swipe";
};
export type SwipeComments_swipe$key = {
  readonly " $data"?: SwipeComments_swipe$data;
  readonly " $fragmentSpreads": FragmentRefs<"SwipeComments_swipe">;
};

import SwipeCommentsRefetchQuery_graphql from './SwipeCommentsRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": SwipeCommentsRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "SwipeComments_swipe",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "commentCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Comment",
      "kind": "LinkedField",
      "name": "commentThreads",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CommentThread_comment"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Team",
      "kind": "LinkedField",
      "name": "team",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerMayComment",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerMayModerateComments",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Swipe",
  "abstractKey": null
};
})();

(node as any).hash = "3109c92a12bf1c99c0d4d9d1c042f7c4";

export default node;
