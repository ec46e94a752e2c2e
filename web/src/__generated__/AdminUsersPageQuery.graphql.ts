/**
 * @generated SignedSource<<f71be9d96790a130275701bd0b9a75f4>>
 * @relayHash 3151a93731a6a99f96e1dcd36f20d9e0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a6ad59a3491ac30172e8bfb5d27a718277d61702c27adc867c731fa21d36571b

import type { ConcreteRequest } from 'relay-runtime';
export type AdminUsersPageQuery$variables = Record<PropertyKey, never>;
export type AdminUsersPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly isAdmin: boolean;
  } | null | undefined;
};
export type AdminUsersPageQuery = {
  response: AdminUsersPageQuery$data;
  variables: AdminUsersPageQuery$variables;
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
    "name": "AdminUsersPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminUsersPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "a6ad59a3491ac30172e8bfb5d27a718277d61702c27adc867c731fa21d36571b",
    "metadata": {},
    "name": "AdminUsersPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f54c97dc71e3ce3d1fbbffb99258d90b";

export default node;
