/**
 * @generated SignedSource<<ec5d6820b70a3e7cd696212a197de6b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type TeamRole = "ADMIN" | "EDITOR" | "OWNER" | "VIEWER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SwipeComments_swipe$data = {
  readonly commentCount: number;
  readonly commentThreads: ReadonlyArray<{
    readonly body: string;
    readonly id: string;
    readonly pin: {
      readonly height: number | null | undefined;
      readonly width: number | null | undefined;
      readonly x: number;
      readonly y: number;
    } | null | undefined;
    readonly resolvedAt: any | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"CommentThread_comment">;
  }>;
  readonly id: string;
  readonly team: {
    readonly id: string;
    readonly viewerMayModerateComments: boolean;
    readonly viewerRole: TeamRole | null | undefined;
    readonly viewersMayComment: boolean;
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "body",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "resolvedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CommentPin",
          "kind": "LinkedField",
          "name": "pin",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "x",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "y",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "width",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "height",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
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
          "name": "viewerRole",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewersMayComment",
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

(node as any).hash = "8c23e51e3ef5db407002879d1c0c88e1";

export default node;
