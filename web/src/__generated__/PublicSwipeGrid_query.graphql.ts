/**
 * @generated SignedSource<<3df718e0d7a661a2d334604e1c7fdaf2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PublicSwipeGrid_query$data = {
  readonly publicCollection: {
    readonly swipes: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly " $fragmentSpreads": FragmentRefs<"PublicSwipeCard_swipe" | "PublicSwipeDetail_swipe">;
        };
      }>;
    };
  } | null | undefined;
  readonly " $fragmentType": "PublicSwipeGrid_query";
};
export type PublicSwipeGrid_query$key = {
  readonly " $data"?: PublicSwipeGrid_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PublicSwipeGrid_query">;
};

import PublicSwipeGridPaginationQuery_graphql from './PublicSwipeGridPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "publicCollection",
  "swipes"
];
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
      "name": "token"
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
      "fragmentPathInResult": [],
      "operation": PublicSwipeGridPaginationQuery_graphql
    }
  },
  "name": "PublicSwipeGrid_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "token",
          "variableName": "token"
        }
      ],
      "concreteType": "PublicCollection",
      "kind": "LinkedField",
      "name": "publicCollection",
      "plural": false,
      "selections": [
        {
          "alias": "swipes",
          "args": null,
          "concreteType": "PublicCollectionSwipesConnection",
          "kind": "LinkedField",
          "name": "__PublicCollection_swipes_connection",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "PublicCollectionSwipesConnectionEdge",
              "kind": "LinkedField",
              "name": "edges",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "PublicSwipe",
                  "kind": "LinkedField",
                  "name": "node",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "id",
                      "storageKey": null
                    },
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "PublicSwipeCard_swipe"
                    },
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "PublicSwipeDetail_swipe"
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "db4f29f813ad7f500c6106fa846d369e";

export default node;
