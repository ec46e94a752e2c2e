/**
 * @generated SignedSource<<5c099fd375da184c6c683b6cc4209cf7>>
 * @relayHash 3c0aa120b8be7fca4ea67ab190915490
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b1a691125b62c50b76f3475e0ade29abe44e6ff54b498328c9e63162f9c19a6a

import { ConcreteRequest } from 'relay-runtime';
export type PublicLayoutQuery$variables = Record<PropertyKey, never>;
export type PublicLayoutQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
};
export type PublicLayoutQuery = {
  response: PublicLayoutQuery$data;
  variables: PublicLayoutQuery$variables;
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
        "name": "name",
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
    "name": "PublicLayoutQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PublicLayoutQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "b1a691125b62c50b76f3475e0ade29abe44e6ff54b498328c9e63162f9c19a6a",
    "metadata": {},
    "name": "PublicLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "801e22b5225fe6185f8e842fe1b64510";

export default node;
