/**
 * @generated SignedSource<<6a4b54cfbd667f3bd1dbfec332b2fe21>>
 * @relayHash 37a5578712f46dcf4d4fcb7952a47093
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a9af081c00c67419c5f1fbe264d795701dc491a0a76705ac9bccd5dee09ae107

import type { ConcreteRequest } from 'relay-runtime';
export type SwipeKind = "AD" | "EMAIL" | "IMAGE" | "LANDING_PAGE" | "TEXT" | "VIDEO" | "WEBSITE" | "%future added value";
export type CreateSwipeInput = {
  collectionIds?: ReadonlyArray<string> | null | undefined;
  kind: SwipeKind;
  notes?: string | null | undefined;
  tags?: ReadonlyArray<string> | null | undefined;
  teamId: string;
  title?: string | null | undefined;
  url?: string | null | undefined;
};
export type saveSwipeSelectionMutation$variables = {
  input: CreateSwipeInput;
};
export type saveSwipeSelectionMutation$data = {
  readonly createSwipe: {
    readonly errors: ReadonlyArray<{
      readonly __typename: string;
      readonly message?: string;
    }>;
    readonly swipe: {
      readonly id: string;
    } | null | undefined;
  };
};
export type saveSwipeSelectionMutation = {
  response: saveSwipeSelectionMutation$data;
  variables: saveSwipeSelectionMutation$variables;
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
    "name": "createSwipe",
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
    "name": "saveSwipeSelectionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "saveSwipeSelectionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a9af081c00c67419c5f1fbe264d795701dc491a0a76705ac9bccd5dee09ae107",
    "metadata": {},
    "name": "saveSwipeSelectionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d4b3e2d97909e1be17ff4588d2d9e369";

export default node;
