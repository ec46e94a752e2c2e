/**
 * @generated SignedSource<<c5674ac8df6b7e6532b5e9d244e681e4>>
 * @relayHash aaad5d0767a341362ee4a8ee42565a7e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6b2a5be8e07d11cb29f3fe8c8eab7a0fb46885e0d216fd5a6e6fe44e177a4c98

import type { ConcreteRequest } from 'relay-runtime';
export type SignOutButtonMutation$variables = Record<PropertyKey, never>;
export type SignOutButtonMutation$data = {
  readonly signOut: {
    readonly ok: boolean;
  };
};
export type SignOutButtonMutation = {
  response: SignOutButtonMutation$data;
  variables: SignOutButtonMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SignOutPayload",
    "kind": "LinkedField",
    "name": "signOut",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
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
    "name": "SignOutButtonMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SignOutButtonMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "6b2a5be8e07d11cb29f3fe8c8eab7a0fb46885e0d216fd5a6e6fe44e177a4c98",
    "metadata": {},
    "name": "SignOutButtonMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "092f8941b4769c2fd7d6b7cd5ed32d62";

export default node;
