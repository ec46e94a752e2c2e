/**
 * @generated SignedSource<<ddd87cf05ddc84daba9b11433f0e3951>>
 * @relayHash ec659d3a1a20acd1ce10fe4ad273373f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6014181ff8db1e90b8654c43b55e41c08d06184b11c333b5d5fbeba45840786b

import type { ConcreteRequest } from 'relay-runtime';
export type AdminInsightsPageQuery$variables = Record<PropertyKey, never>;
export type AdminInsightsPageQuery$data = {
  readonly viewer: {
    readonly isAdmin: boolean;
  } | null | undefined;
};
export type AdminInsightsPageQuery = {
  response: AdminInsightsPageQuery$data;
  variables: AdminInsightsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAdmin",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminInsightsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminInsightsPageQuery",
    "selections": [
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
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6014181ff8db1e90b8654c43b55e41c08d06184b11c333b5d5fbeba45840786b",
    "metadata": {},
    "name": "AdminInsightsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3a50ddec35cfee1c612e56f3a9e7de29";

export default node;
