/**
 * @generated SignedSource<<3e486afd92d7a4865b3fd1272709dd7a>>
 * @relayHash 1471c0effbd03d77f7c7f8aa7274de7e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6fcc4824e600ea69b41b577c610f6e7e46a5fb1e48a6a874ccfcbeb1ff8e1b48

import type { ConcreteRequest } from 'relay-runtime';
export type viewerStatusQuery$variables = Record<PropertyKey, never>;
export type viewerStatusQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type viewerStatusQuery = {
  response: viewerStatusQuery$data;
  variables: viewerStatusQuery$variables;
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
    "name": "viewerStatusQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "viewerStatusQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "6fcc4824e600ea69b41b577c610f6e7e46a5fb1e48a6a874ccfcbeb1ff8e1b48",
    "metadata": {},
    "name": "viewerStatusQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3ba38ce4d373a1de28a40525a5cc6e82";

export default node;
