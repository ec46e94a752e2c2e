/**
 * @generated SignedSource<<65d7256bd4a7e9bb4ff6a6cae0f51388>>
 * @relayHash 8e29abc3792d836e075b0d1ac34edd25
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 51b3da10fc8c97c97ff5998a4a6579b758c0b0b269911ea7a4b0cf0fffc28b24

import type { ConcreteRequest } from 'relay-runtime';
export type PlanConfirmationPageQuery$variables = Record<PropertyKey, never>;
export type PlanConfirmationPageQuery$data = {
  readonly viewer: {
    readonly __typename: "User";
  } | null | undefined;
};
export type PlanConfirmationPageQuery = {
  response: PlanConfirmationPageQuery$data;
  variables: PlanConfirmationPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PlanConfirmationPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
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
    "name": "PlanConfirmationPageQuery",
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
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "51b3da10fc8c97c97ff5998a4a6579b758c0b0b269911ea7a4b0cf0fffc28b24",
    "metadata": {},
    "name": "PlanConfirmationPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "72ec39f09ff38ff24e4574e676d592ca";

export default node;
