/**
 * @generated SignedSource<<de50e0e2c8892f5eafe4c346dca167ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CaptureStatus = "CAPTURING" | "DONE" | "FAILED" | "NONE" | "PARTIAL" | "PENDING" | "WAITING_TO_RETRY" | "%future added value";
export type SwipeFoundIn = "COLLECTION" | "EMAIL_TEXT" | "IMAGE_TEXT" | "NOTES" | "PAGE_TEXT" | "SOURCE" | "TAG" | "TITLE" | "TRANSCRIPT" | "%future added value";
export type TeamRole = "ADMIN" | "EDITOR" | "OWNER" | "VIEWER" | "%future added value";
export type VideoStatus = "FAILED" | "PROCESSING" | "READY" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SwipeBrowser_team$data = {
  readonly id: string;
  readonly swipes: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly foundIn: ReadonlyArray<SwipeFoundIn> | null | undefined;
      readonly node: {
        readonly captureStatus: CaptureStatus;
        readonly id: string;
        readonly title: string;
        readonly video: {
          readonly status: VideoStatus;
        } | null | undefined;
        readonly " $fragmentSpreads": FragmentRefs<"SwipeCard_swipe" | "SwipeListRow_swipe">;
      };
    }>;
  };
  readonly viewerRole: TeamRole | null | undefined;
  readonly " $fragmentType": "SwipeBrowser_team";
};
export type SwipeBrowser_team$key = {
  readonly " $data"?: SwipeBrowser_team$data;
  readonly " $fragmentSpreads": FragmentRefs<"SwipeBrowser_team">;
};

import SwipeBrowserPaginationQuery_graphql from './SwipeBrowserPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "swipes"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 24,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "filter"
    },
    {
      "defaultValue": "NEWEST",
      "kind": "LocalArgument",
      "name": "sort"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": SwipeBrowserPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "SwipeBrowser_team",
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerRole",
      "storageKey": null
    },
    {
      "alias": "swipes",
      "args": [
        {
          "kind": "Variable",
          "name": "filter",
          "variableName": "filter"
        },
        {
          "kind": "Variable",
          "name": "sort",
          "variableName": "sort"
        }
      ],
      "concreteType": "TeamSwipesConnection",
      "kind": "LinkedField",
      "name": "__SwipeBrowser_swipes_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "TeamSwipesConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "foundIn",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Swipe",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "title",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "captureStatus",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "SwipeVideo",
                  "kind": "LinkedField",
                  "name": "video",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "status",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "SwipeCard_swipe"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "SwipeListRow_swipe"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "kind": "ClientExtension",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "__id",
              "storageKey": null
            }
          ]
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Team",
  "abstractKey": null
};
})();

(node as any).hash = "841329e66183eba66c456f9091a077a3";

export default node;
