/**
 * @generated SignedSource<<0a96a84ca0185db493bc8a5c10c16238>>
 * @relayHash 4e62153e4c83a314824e29a4d4796f44
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2d4667190585868930ffc724b74ae661ffec9e9f33f6c14988d5f0ee8542e731

import { ConcreteRequest } from 'relay-runtime';
export type tmpQuery$variables = Record<PropertyKey, never>;
export type tmpQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type tmpQuery = {
  response: tmpQuery$data;
  variables: tmpQuery$variables;
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
    "name": "tmpQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "tmpQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "2d4667190585868930ffc724b74ae661ffec9e9f33f6c14988d5f0ee8542e731",
    "metadata": {},
    "name": "tmpQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "adbdd42ea12652cd0a70243f6629f2b4";

export default node;
