/**
 * @generated SignedSource<<bbfead2e7937375951c40bacb7ca4a04>>
 * @relayHash 7def1b651d7217e50df009eb81d2b3cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 648d0956d8a9288af1273d3d9d6c9a9fc1d3c13eeb4d763046731c3bfbba6706

import type { ConcreteRequest } from 'relay-runtime';
export type SwipeView = "COMFORTABLE" | "COMPACT" | "LIST" | "MASONRY" | "%future added value";
export type useSwipeViewQuery$variables = Record<PropertyKey, never>;
export type useSwipeViewQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly swipeView: SwipeView | null | undefined;
  } | null | undefined;
};
export type useSwipeViewQuery = {
  response: useSwipeViewQuery$data;
  variables: useSwipeViewQuery$variables;
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
        "name": "swipeView",
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
    "name": "useSwipeViewQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSwipeViewQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "648d0956d8a9288af1273d3d9d6c9a9fc1d3c13eeb4d763046731c3bfbba6706",
    "metadata": {},
    "name": "useSwipeViewQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9ef0847f15ddb68128cf2a33f29090be";

export default node;
