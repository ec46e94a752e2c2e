/**
 * @generated SignedSource<<7c21e909b33f4bb89a2140cd3b9471fa>>
 * @relayHash 1b79639ff5ea37ffc5b954288b0bc383
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6a8937b2c66f3cb7e9376df75e710a79aa296a8a78143332c6306cc74103abb3

import type { ConcreteRequest } from 'relay-runtime';
export type AdminUsersPageQuery$variables = Record<PropertyKey, never>;
export type AdminUsersPageQuery$data = {
  readonly viewer: {
    readonly isAdmin: boolean;
  } | null | undefined;
};
export type AdminUsersPageQuery = {
  response: AdminUsersPageQuery$data;
  variables: AdminUsersPageQuery$variables;
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
    "name": "AdminUsersPageQuery",
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
    "name": "AdminUsersPageQuery",
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
    "id": "6a8937b2c66f3cb7e9376df75e710a79aa296a8a78143332c6306cc74103abb3",
    "metadata": {},
    "name": "AdminUsersPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "adbfbaa8210cb2375f86d46b72d8d324";

export default node;
