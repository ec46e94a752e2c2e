/**
 * @generated SignedSource<<d999dedfee55a9dc57bc910b81c719ce>>
 * @relayHash 40aa1c186f963945b71956bf6d1202c8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 135e4eacb7e32650baf0dc7b7a8b051b7ce23e7c8270caf64852e213af61cfe3

import type { ConcreteRequest } from 'relay-runtime';
export type CaptureStatus = "CAPTURING" | "DONE" | "FAILED" | "NONE" | "PENDING" | "%future added value";
export type SwipeDetailDialogRetryMutation$variables = {
  id: string;
};
export type SwipeDetailDialogRetryMutation$data = {
  readonly retryCapture: {
    readonly errors: ReadonlyArray<{
      readonly __typename: string;
      readonly message?: string;
    }>;
    readonly swipe: {
      readonly captureError: string | null | undefined;
      readonly captureStatus: CaptureStatus;
      readonly id: string;
    } | null | undefined;
  };
};
export type SwipeDetailDialogRetryMutation = {
  response: SwipeDetailDialogRetryMutation$data;
  variables: SwipeDetailDialogRetryMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "UpdateSwipePayload",
    "kind": "LinkedField",
    "name": "retryCapture",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Swipe",
        "kind": "LinkedField",
        "name": "swipe",
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
            "name": "captureStatus",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "captureError",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "errors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "message",
                "storageKey": null
              }
            ],
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SwipeDetailDialogRetryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SwipeDetailDialogRetryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "135e4eacb7e32650baf0dc7b7a8b051b7ce23e7c8270caf64852e213af61cfe3",
    "metadata": {},
    "name": "SwipeDetailDialogRetryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f3d85c5ddc10a6c85d62d1be7de09524";

export default node;
