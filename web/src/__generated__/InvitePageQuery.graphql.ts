/**
 * @generated SignedSource<<1bbf1cfced7f59fefa6ee3c59b3f94f8>>
 * @relayHash 9ab270cedde0b46628506d838640484d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b9cfb4236380ab2c4f7c16080c022a6f77b0487dc667f93de40376104c8c15e4

import type { ConcreteRequest } from 'relay-runtime';
export type InvitePageQuery$variables = Record<PropertyKey, never>;
export type InvitePageQuery$data = {
  readonly viewer: {
    readonly email: string;
    readonly id: string;
  } | null | undefined;
};
export type InvitePageQuery = {
  response: InvitePageQuery$data;
  variables: InvitePageQuery$variables;
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
        "name": "email",
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
    "name": "InvitePageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InvitePageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "b9cfb4236380ab2c4f7c16080c022a6f77b0487dc667f93de40376104c8c15e4",
    "metadata": {},
    "name": "InvitePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c06b84fa8a45255f4498b7a210f37db2";

export default node;
