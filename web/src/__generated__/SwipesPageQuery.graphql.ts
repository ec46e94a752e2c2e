/**
 * @generated SignedSource<<3008923af7b5f09785d1cb70e42b212f>>
 * @relayHash 8b6ff81a2c535ebc7069a1ac39c13bd8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 085394cd0d27feb6404001125960c7254eaf73d5e1bc609ec7197cf01617049b

import type { ConcreteRequest } from 'relay-runtime';
export type TeamType = "PERSONAL" | "TEAM" | "%future added value";
export type SwipesPageQuery$variables = Record<PropertyKey, never>;
export type SwipesPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly name: string;
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
    "id": "085394cd0d27feb6404001125960c7254eaf73d5e1bc609ec7197cf01617049b",
    "metadata": {},
    "name": "SwipesPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d5065106550434040d89e35509c3d2bd";

export default node;
