/**
 * @generated SignedSource<<e8ad8880fa33746e94a25bc1e5e34218>>
 * @relayHash 2626cebf3099980c0b5ede459f655a94
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f7945195693f0c07b3da151dfd7447263cc55c39fb2e9bacf8a133d32e47424c

import type { ConcreteRequest } from 'relay-runtime';
export type TeamType = "PERSONAL" | "TEAM" | "%future added value";
export type DiscoverPageQuery$variables = Record<PropertyKey, never>;
export type DiscoverPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly impersonation: {
      readonly endsAt: any;
    } | null | undefined;
    readonly teams: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly name: string;
          readonly type: TeamType;
        };
      }>;
    };
  } | null | undefined;
};
export type DiscoverPageQuery = {
  response: DiscoverPageQuery$data;
  variables: DiscoverPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
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
        "concreteType": "Impersonation",
        "kind": "LinkedField",
        "name": "impersonation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "endsAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
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
                    "name": "type",
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
    "name": "DiscoverPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DiscoverPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f7945195693f0c07b3da151dfd7447263cc55c39fb2e9bacf8a133d32e47424c",
    "metadata": {},
    "name": "DiscoverPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "03d5dc58c4f654d5655e43e99064a2db";

export default node;
