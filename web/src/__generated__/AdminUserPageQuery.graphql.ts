/**
 * @generated SignedSource<<cca4d2b4362690922c01fb6472806caa>>
 * @relayHash 660f92cdd1d924253f7487b6da8f6be4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1046484cc93674d218982f8a4da96f079449ff371f97dd0a2528e0bfa9e161d9

import type { ConcreteRequest } from 'relay-runtime';
export type AdminUserPageQuery$variables = Record<PropertyKey, never>;
export type AdminUserPageQuery$data = {
  readonly viewer: {
    readonly isAdmin: boolean;
  } | null | undefined;
};
export type AdminUserPageQuery = {
  response: AdminUserPageQuery$data;
  variables: AdminUserPageQuery$variables;
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
    "name": "AdminUserPageQuery",
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
    "name": "AdminUserPageQuery",
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
    "id": "1046484cc93674d218982f8a4da96f079449ff371f97dd0a2528e0bfa9e161d9",
    "metadata": {},
    "name": "AdminUserPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4cffabb4a3611058ac4a517c1e6e5609";

export default node;
