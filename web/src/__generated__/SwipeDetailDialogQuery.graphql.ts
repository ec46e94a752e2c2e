/**
 * @generated SignedSource<<daa7be57da61651748bb060c3597eda7>>
 * @relayHash e499e052ad17e8fbdaca90fb16af94e1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9e9bd061812a59d374e849c6886e76e6e5adbea68f5c555ea3a91530a8a94b2d

import type { ConcreteRequest } from 'relay-runtime';
export type CaptureStatus = "CAPTURING" | "DONE" | "FAILED" | "NONE" | "PENDING" | "%future added value";
export type SwipeKind = "AD" | "EMAIL" | "IMAGE" | "LANDING_PAGE" | "WEBSITE" | "%future added value";
export type TeamRole = "ADMIN" | "EDITOR" | "OWNER" | "VIEWER" | "%future added value";
export type SwipeDetailDialogQuery$variables = {
  id: string;
};
export type SwipeDetailDialogQuery$data = {
  readonly node: {
    readonly swipe: {
      readonly attachments: ReadonlyArray<{
        readonly filename: string | null | undefined;
        readonly url: string;
      }>;
      readonly captureError: string | null | undefined;
      readonly captureStatus: CaptureStatus;
      readonly collections: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
      readonly createdAt: any;
      readonly description: string | null | undefined;
      readonly emailHtmlUrl: string | null | undefined;
      readonly id: string;
      readonly imageHeight: number | null | undefined;
      readonly imageUrl: string | null | undefined;
      readonly imageWidth: number | null | undefined;
      readonly kind: SwipeKind;
      readonly notes: string | null | undefined;
      readonly source: string | null | undefined;
      readonly tags: ReadonlyArray<{
        readonly id: string;
        readonly title: string;
      }>;
      readonly team: {
        readonly collections: {
          readonly edges: ReadonlyArray<{
            readonly node: {
              readonly id: string;
              readonly name: string;
            };
          }>;
          readonly totalCount: number;
        };
        readonly id: string;
        readonly tags: {
          readonly edges: ReadonlyArray<{
            readonly node: {
              readonly id: string;
              readonly title: string;
            };
          }>;
          readonly totalCount: number;
        };
        readonly viewerRole: TeamRole | null | undefined;
      };
      readonly title: string;
      readonly url: string | null | undefined;
      readonly viewportUrl: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type SwipeDetailDialogQuery = {
  response: SwipeDetailDialogQuery$data;
  variables: SwipeDetailDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "source",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "notes",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "captureStatus",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "captureError",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageUrl",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewportUrl",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageWidth",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageHeight",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "emailHtmlUrl",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "SwipeAttachment",
  "kind": "LinkedField",
  "name": "attachments",
  "plural": true,
  "selections": [
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "filename",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v18 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/)
],
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "Tag",
  "kind": "LinkedField",
  "name": "tags",
  "plural": true,
  "selections": (v18/*:: as any*/),
  "storageKey": null
},
v20 = [
  (v2/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "Collection",
  "kind": "LinkedField",
  "name": "collections",
  "plural": true,
  "selections": (v20/*:: as any*/),
  "storageKey": null
},
v22 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "concreteType": "Team",
  "kind": "LinkedField",
  "name": "team",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerRole",
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v22/*:: as any*/),
      "concreteType": "TeamTagsConnection",
      "kind": "LinkedField",
      "name": "tags",
      "plural": false,
      "selections": [
        (v23/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "TeamTagsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Tag",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": (v18/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "tags(first:100)"
    },
    {
      "alias": null,
      "args": (v22/*:: as any*/),
      "concreteType": "TeamCollectionsConnection",
      "kind": "LinkedField",
      "name": "collections",
      "plural": false,
      "selections": [
        (v23/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "TeamCollectionsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Collection",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": (v20/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "collections(first:100)"
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SwipeDetailDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v2/*:: as any*/),
                (v3/*:: as any*/),
                (v4/*:: as any*/),
                (v5/*:: as any*/),
                (v6/*:: as any*/),
                (v7/*:: as any*/),
                (v8/*:: as any*/),
                (v9/*:: as any*/),
                (v10/*:: as any*/),
                (v11/*:: as any*/),
                (v12/*:: as any*/),
                (v13/*:: as any*/),
                (v14/*:: as any*/),
                (v15/*:: as any*/),
                (v16/*:: as any*/),
                (v17/*:: as any*/),
                (v19/*:: as any*/),
                (v21/*:: as any*/),
                (v24/*:: as any*/)
              ],
              "type": "Swipe",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "swipe"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SwipeDetailDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v19/*:: as any*/),
              (v21/*:: as any*/),
              (v24/*:: as any*/)
            ],
            "type": "Swipe",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "9e9bd061812a59d374e849c6886e76e6e5adbea68f5c555ea3a91530a8a94b2d",
    "metadata": {},
    "name": "SwipeDetailDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9af31716dcaf7f0de8e33eb9b7108477";

export default node;
