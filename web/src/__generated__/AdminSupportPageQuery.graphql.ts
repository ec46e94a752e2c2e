/**
 * @generated SignedSource<<1baf0022da92be796f27f16b88288c5b>>
 * @relayHash 1e95dd8cec761992e3decb65b96eb147
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f411d9270ab60fb69d5b37887e6acf22bc01680875a03ed8df66c4eab3f6efb3

import type { ConcreteRequest } from 'relay-runtime';
export type AdminSupportPageQuery$variables = Record<PropertyKey, never>;
export type AdminSupportPageQuery$data = {
  readonly viewer: {
    readonly isAdmin: boolean;
  } | null | undefined;
};
export type AdminSupportPageQuery = {
  response: AdminSupportPageQuery$data;
  variables: AdminSupportPageQuery$variables;
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
    "name": "AdminSupportPageQuery",
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
    "name": "AdminSupportPageQuery",
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
    "id": "f411d9270ab60fb69d5b37887e6acf22bc01680875a03ed8df66c4eab3f6efb3",
    "metadata": {},
    "name": "AdminSupportPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1ebec6a1a37d4c41fa3a79e74f031695";

export default node;
