/**
 * @generated SignedSource<<f22622ab9f7f0a10e6ed5f2fbf37eb03>>
 * @relayHash 98fe47204a1a9b350d9c5ab8b01cb4d1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f8756b0b5592d999d9abab163cc05d0a0bd663fa28ac1740402d5128a37ad330

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useSwipeViewQuery$variables = Record<PropertyKey, never>;
export type useSwipeViewQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"useSwipeView_viewer">;
  } | null | undefined;
};
export type useSwipeViewQuery = {
  response: useSwipeViewQuery$data;
  variables: useSwipeViewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSwipeViewQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "useSwipeView_viewer"
          }
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
    "name": "useSwipeViewQuery",
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
            "name": "swipeView",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f8756b0b5592d999d9abab163cc05d0a0bd663fa28ac1740402d5128a37ad330",
    "metadata": {},
    "name": "useSwipeViewQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9c9446a36b40c41865a7702fc66902e7";

export default node;
