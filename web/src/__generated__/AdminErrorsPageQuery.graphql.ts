/**
 * @generated SignedSource<<29acd6425824a1f2a7cf51759703ff91>>
 * @relayHash 01e92e1ae41e2007d97eed5deb01924c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a37bf35078e460198fdc857d1de54854e465026e0e42efa4a64c60dbd5fc10d7

import type { ConcreteRequest } from 'relay-runtime';
export type AdminErrorsPageQuery$variables = Record<PropertyKey, never>;
export type AdminErrorsPageQuery$data = {
  readonly viewer: {
    readonly isAdmin: boolean;
  } | null | undefined;
};
export type AdminErrorsPageQuery = {
  response: AdminErrorsPageQuery$data;
  variables: AdminErrorsPageQuery$variables;
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
    "name": "AdminErrorsPageQuery",
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
    "name": "AdminErrorsPageQuery",
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
    "id": "a37bf35078e460198fdc857d1de54854e465026e0e42efa4a64c60dbd5fc10d7",
    "metadata": {},
    "name": "AdminErrorsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6512b8b9ce2b1bf59eeb5d1b073e0983";

export default node;
