/**
 * @generated SignedSource<<bcac095f4f3de84814f11dc233f6cfa9>>
 * @relayHash a58a1d357d9340487e02a8756d4c0ea7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4f15dca34bd6bc02cd12241ab195b190447e044076059a18f3c2c14b3ba77211

import type { ConcreteRequest } from 'relay-runtime';
export type SwipeKind = "AD" | "EMAIL" | "IMAGE" | "LANDING_PAGE" | "TEXT" | "VIDEO" | "WEBSITE" | "%future added value";
export type CreateImageSwipeInput = {
  collectionIds?: ReadonlyArray<string> | null | undefined;
  file: any;
  kind?: SwipeKind | null | undefined;
  notes?: string | null | undefined;
  tags?: ReadonlyArray<string> | null | undefined;
  teamId: string;
  title?: string | null | undefined;
  url?: string | null | undefined;
};
export type saveSwipeUploadMutation$variables = {
  input: CreateImageSwipeInput;
};
export type saveSwipeUploadMutation$data = {
  readonly createImageSwipe: {
    readonly errors: ReadonlyArray<{
      readonly __typename: string;
      readonly message?: string;
    }>;
    readonly swipe: {
      readonly id: string;
    } | null | undefined;
  };
};
export type saveSwipeUploadMutation = {
  response: saveSwipeUploadMutation$data;
  variables: saveSwipeUploadMutation$variables;
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
    "concreteType": "CreateSwipePayload",
    "kind": "LinkedField",
    "name": "createImageSwipe",
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
    "name": "saveSwipeUploadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "saveSwipeUploadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4f15dca34bd6bc02cd12241ab195b190447e044076059a18f3c2c14b3ba77211",
    "metadata": {},
    "name": "saveSwipeUploadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "14ceb3963919a27a167a9e3f88d9f85d";

export default node;
