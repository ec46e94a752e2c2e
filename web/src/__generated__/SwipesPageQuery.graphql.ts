/**
 * @generated SignedSource<<7837f6d8e99d59dc3266eb10e3168d06>>
 * @relayHash 7430ec747ae2f22890c1c5a212f0874e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 63dc6db7024d4ee490beffda83206615da4b735e18408920636c1bc21df1d7af

import type { ConcreteRequest } from 'relay-runtime';
export type SwipeView = "COMFORTABLE" | "COMPACT" | "LIST" | "MASONRY" | "%future added value";
export type TeamType = "PERSONAL" | "TEAM" | "%future added value";
export type SwipesPageQuery$variables = Record<PropertyKey, never>;
export type SwipesPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly name: string;
    readonly swipeView: SwipeView | null | undefined;
    readonly teams: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly name: string;
          readonly swipeCount: number;
          readonly type: TeamType;
        };
      }>;
    };
  } | null | undefined;
};
export type SwipesPageQuery = {
  response: SwipesPageQuery$data;
  variables: SwipesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "swipeView",
        "storageKey": null
      },
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 50
          }
        ],
        "concreteType": "UserTeamsConnection",
        "kind": "LinkedField",
        "name": "teams",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "UserTeamsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Team",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "swipeCount",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "teams(first:50)"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SwipesPageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SwipesPageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "63dc6db7024d4ee490beffda83206615da4b735e18408920636c1bc21df1d7af",
    "metadata": {},
    "name": "SwipesPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "60d7bd7164e7faa5dbc7428e13747c83";

export default node;
