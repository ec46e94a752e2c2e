/**
 * @generated SignedSource<<4bf2d80180789ee77e6bf6b51636bec7>>
 * @relayHash a8ac6c7b19acee6aebe8f9d7e6cf0f86
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d2e142c7ecca0f3c2e2002a17024dedbc7b8ca28e86b03d8f4670093fa3b6bc4

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DeleteSwipeInput = {
  id: string;
};
export type useDeleteSwipeMutation$variables = {
  input: DeleteSwipeInput;
};
export type useDeleteSwipeMutation$data = {
  readonly deleteSwipe: {
    readonly deletedId: string | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly error: {
        readonly " $fragmentSpreads": FragmentRefs<"formErrors_error">;
      } | null | undefined;
    }>;
  };
};
export type useDeleteSwipeMutation = {
  response: useDeleteSwipeMutation$data;
  variables: useDeleteSwipeMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteSwipeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteSwipePayload",
        "kind": "LinkedField",
        "name": "deleteSwipe",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "errors",
            "plural": true,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "kind": "InlineDataFragmentSpread",
                      "name": "formErrors_error",
                      "selections": [
                        (v3/*:: as any*/),
                        (v4/*:: as any*/),
                        (v5/*:: as any*/)
                      ],
                      "args": null,
                      "argumentDefinitions": []
                    }
                  ],
                  "type": "Error",
                  "abstractKey": "__isError"
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "error"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteSwipeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteSwipePayload",
        "kind": "LinkedField",
        "name": "deleteSwipe",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "errors",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
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
    ]
  },
  "params": {
    "id": "d2e142c7ecca0f3c2e2002a17024dedbc7b8ca28e86b03d8f4670093fa3b6bc4",
    "metadata": {},
    "name": "useDeleteSwipeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1ca56787364c2cc60536f4a2be0543f2";

export default node;
