/**
 * @generated SignedSource<<8595b66af540a73c4d08bd01cad71f0f>>
 * @relayHash 0da797d6f6dcaf3add26813ebd145654
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3f36765c4b767444ca49d3c8a86f202eff7b142a4aa8a81a6d1e72ff98de8179

import type { ConcreteRequest } from 'relay-runtime';
export type CreateCollectionInput = {
  description?: string | null | undefined;
  name: string;
  teamId: string;
};
export type CollectionsPageCreateMutation$variables = {
  input: CreateCollectionInput;
};
export type CollectionsPageCreateMutation$data = {
  readonly createCollection: {
    readonly collection: {
      readonly description: string | null | undefined;
      readonly id: string;
      readonly name: string;
      readonly swipeCount: number;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly __typename: string;
      readonly field?: string;
      readonly message?: string;
    }>;
  };
};
export type CollectionsPageCreateMutation = {
  response: CollectionsPageCreateMutation$data;
  variables: CollectionsPageCreateMutation$variables;
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
    "concreteType": "CreateCollectionPayload",
    "kind": "LinkedField",
    "name": "createCollection",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Collection",
        "kind": "LinkedField",
        "name": "collection",
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "swipeCount",
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
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              }
            ],
            "type": "FieldError",
            "abstractKey": null
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
    "name": "CollectionsPageCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CollectionsPageCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3f36765c4b767444ca49d3c8a86f202eff7b142a4aa8a81a6d1e72ff98de8179",
    "metadata": {},
    "name": "CollectionsPageCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7064c2344751a162d312b02fbd7bb43b";

export default node;
