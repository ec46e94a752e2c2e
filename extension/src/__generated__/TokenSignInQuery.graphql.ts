/**
 * @generated SignedSource<<a3f0f01171031c4786ee81e6b0e1b25e>>
 * @relayHash f97b30d27583b70e8b8868e843ef5e41
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0118766907de1b183d645324a93e89dc1616a3823451e3db1be34b9843e3b88a

import type { ConcreteRequest } from 'relay-runtime';
export type TokenSignInQuery$variables = Record<PropertyKey, never>;
export type TokenSignInQuery$data = {
  readonly viewer: {
    readonly email: string;
    readonly name: string;
  } | null | undefined;
};
export type TokenSignInQuery = {
  response: TokenSignInQuery$data;
  variables: TokenSignInQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TokenSignInQuery",
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
          (v1/*:: as any*/)
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
    "name": "TokenSignInQuery",
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
          (v1/*:: as any*/),
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
    "id": "0118766907de1b183d645324a93e89dc1616a3823451e3db1be34b9843e3b88a",
    "metadata": {},
    "name": "TokenSignInQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f7ed990c69fa8f9765970c7948172542";

export default node;
