/**
 * @generated SignedSource<<71a3253d556aa4d0e1b0dd33ce70959d>>
 * @relayHash b38fd03878df7285aafee7953b2738bf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 90e5c781f6ac60d70d74c2cef54608c8b0beec463173a08cb5898616e1c6ce28

import type { ConcreteRequest } from 'relay-runtime';
export type AdminSupportPageQuery$variables = Record<PropertyKey, never>;
export type AdminSupportPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly isAdmin: boolean;
  } | null | undefined;
};
export type AdminSupportPageQuery = {
  response: AdminSupportPageQuery$data;
  variables: AdminSupportPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
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
        "name": "isAdmin",
        "storageKey": null
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
    "name": "AdminSupportPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminSupportPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "90e5c781f6ac60d70d74c2cef54608c8b0beec463173a08cb5898616e1c6ce28",
    "metadata": {},
    "name": "AdminSupportPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c5afe9873e6acc14b77f3a3bca283bbf";

export default node;
