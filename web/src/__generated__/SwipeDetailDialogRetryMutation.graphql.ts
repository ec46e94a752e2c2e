/**
 * @generated SignedSource<<86afae0c7d74b600772d982bc1e980bc>>
 * @relayHash 2767fe366bb76aa74954c07b31c52594
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bd361caab88a4dc0d48317c985b40509ffb8ca1f43126405c866305d0a54b9be

import type { ConcreteRequest } from 'relay-runtime';
export type CaptureStatus = "CAPTURING" | "DONE" | "FAILED" | "NONE" | "PENDING" | "%future added value";
export type RetryCaptureInput = {
  id: string;
};
export type SwipeDetailDialogRetryMutation$variables = {
  input: RetryCaptureInput;
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
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
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
    "id": "bd361caab88a4dc0d48317c985b40509ffb8ca1f43126405c866305d0a54b9be",
    "metadata": {},
    "name": "SwipeDetailDialogRetryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e2d94a28abaf56540b2c51033f0a4c85";

export default node;
