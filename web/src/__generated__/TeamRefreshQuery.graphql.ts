/**
 * @generated SignedSource<<de2a78f72af1ba9c85111a001e126c78>>
 * @relayHash bbf1816e3742b67f0b5d19a29c455646
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e87b7c5defdf20464548ce5a6d138c84df16f72cfe0bab81a25b2cf3c7ec2afd

import type { ConcreteRequest } from 'relay-runtime';
export type TeamRefreshQuery$variables = {
  teamId: string;
};
export type TeamRefreshQuery$data = {
  readonly node: {
    readonly collections?: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly description: string | null | undefined;
          readonly id: string;
          readonly name: string;
          readonly swipeCount: number;
        };
      }>;
      readonly totalCount: number;
    };
    readonly id?: string;
    readonly swipeAllowance?: {
      readonly count: number;
      readonly limit: number | null | undefined;
      readonly remaining: number | null | undefined;
    };
    readonly swipeCount?: number;
    readonly tags?: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly swipeCount: number;
          readonly title: string;
        };
      }>;
      readonly totalCount: number;
    };
  } | null | undefined;
};
export type TeamRefreshQuery = {
  response: TeamRefreshQuery$data;
  variables: TeamRefreshQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "teamId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "teamId"
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
  "name": "swipeCount",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "SwipeAllowance",
  "kind": "LinkedField",
  "name": "swipeAllowance",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "limit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "remaining",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": (v5/*:: as any*/),
  "concreteType": "TeamTagsConnection",
  "kind": "LinkedField",
  "name": "tags",
  "plural": false,
  "selections": [
    (v6/*:: as any*/),
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
          "selections": [
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            },
            (v3/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "tags(first:100)"
},
v8 = {
  "alias": null,
  "args": (v5/*:: as any*/),
  "concreteType": "TeamCollectionsConnection",
  "kind": "LinkedField",
  "name": "collections",
  "plural": false,
  "selections": [
    (v6/*:: as any*/),
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
          "selections": [
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "description",
              "storageKey": null
            },
            (v3/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "collections(first:100)"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TeamRefreshQuery",
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
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "type": "Team",
            "abstractKey": null
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
    "name": "TeamRefreshQuery",
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
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "type": "Team",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e87b7c5defdf20464548ce5a6d138c84df16f72cfe0bab81a25b2cf3c7ec2afd",
    "metadata": {},
    "name": "TeamRefreshQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "05d438fe16a69de99ea41969cc0b4dd3";

export default node;
