/**
 * @generated SignedSource<<723a9787eee88d6e1214057061bd4354>>
 * @relayHash dee753c0575304155c92abe8f38416c9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 404ffc76ecf679e4de692d348a84cdb5a49e55f0c1f8407cbfe746acc18bce17

import type { ConcreteRequest } from 'relay-runtime';
export type AdminUserPageQuery$variables = Record<PropertyKey, never>;
export type AdminUserPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly isAdmin: boolean;
  } | null | undefined;
};
export type AdminUserPageQuery = {
  response: AdminUserPageQuery$data;
  variables: AdminUserPageQuery$variables;
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
    "name": "AdminUserPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminUserPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "404ffc76ecf679e4de692d348a84cdb5a49e55f0c1f8407cbfe746acc18bce17",
    "metadata": {},
    "name": "AdminUserPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7e18c90f0fcaf3743c9dd9495b68473a";

export default node;
