/**
 * @generated SignedSource<<e4483ff8cb426acf4fef2ae45024f798>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SwipeKind = "AD" | "EMAIL" | "IMAGE" | "LANDING_PAGE" | "WEBSITE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PublicCollectionSwipesFragment$data = {
  readonly publicCollection: {
    readonly swipes: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly imageHeight: number | null | undefined;
          readonly imageUrl: string | null | undefined;
          readonly imageWidth: number | null | undefined;
          readonly kind: SwipeKind;
          readonly notes: string | null | undefined;
          readonly source: string | null | undefined;
          readonly tags: ReadonlyArray<string>;
          readonly thumbnailUrl: string | null | undefined;
          readonly title: string;
          readonly url: string | null | undefined;
        };
      }>;
    };
  } | null | undefined;
  readonly " $fragmentType": "PublicCollectionSwipesFragment";
};
export type PublicCollectionSwipesFragment$key = {
  readonly " $data"?: PublicCollectionSwipesFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"PublicCollectionSwipesFragment">;
};

import PublicCollectionSwipesRefetchQuery_graphql from './PublicCollectionSwipesRefetchQuery.graphql';

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
      "operation": PublicCollectionSwipesRefetchQuery_graphql
    }
  },
  "name": "PublicCollectionSwipesFragment",
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
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "kind",
                      "storageKey": null
                    },
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
                      "name": "url",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "source",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "notes",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "imageUrl",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "imageWidth",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "imageHeight",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "thumbnailUrl",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "tags",
                      "storageKey": null
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

(node as any).hash = "6884606fb2f7e43ab785b1751db337e6";

export default node;
