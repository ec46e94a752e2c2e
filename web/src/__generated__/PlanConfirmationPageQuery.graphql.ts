/**
 * @generated SignedSource<<98c8fb52525029ae8d82cc4fc48d77a5>>
 * @relayHash 2669f31d17d4b2311b39af0f47442368
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d8682be356b736b09218cefd0528b7c8752e4e8d0990fc8df4ef7a71d5f33a2d

import type { ConcreteRequest } from 'relay-runtime';
export type PlanConfirmationPageQuery$variables = Record<PropertyKey, never>;
export type PlanConfirmationPageQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type PlanConfirmationPageQuery = {
  response: PlanConfirmationPageQuery$data;
  variables: PlanConfirmationPageQuery$variables;
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
    "name": "PlanConfirmationPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PlanConfirmationPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "d8682be356b736b09218cefd0528b7c8752e4e8d0990fc8df4ef7a71d5f33a2d",
    "metadata": {},
    "name": "PlanConfirmationPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "be07945c0dae5ac388a200a51a41d67e";

export default node;
