/**
 * @generated SignedSource<<570f957741d8c08bca3151dd201ab5da>>
 * @relayHash 40556c630697ce5455c4751c18732ff4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 338e1436fc7de9b03863f7b41135c53bf253d0c2783c154f171c79c96e220457

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RenameTagInput = {
  id: string;
  title: string;
};
export type useRenameTagMutation$variables = {
  input: RenameTagInput;
};
export type useRenameTagMutation$data = {
  readonly renameTag: {
    readonly errors: ReadonlyArray<{
      readonly error: {
        readonly " $fragmentSpreads": FragmentRefs<"formErrors_error">;
      } | null | undefined;
    }>;
    readonly tag: {
      readonly id: string;
      readonly swipeCount: number;
      readonly title: string;
    } | null | undefined;
  };
};
export type useRenameTagMutation = {
  response: useRenameTagMutation$data;
  variables: useRenameTagMutation$variables;
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
  "concreteType": "Tag",
  "kind": "LinkedField",
  "name": "tag",
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
      "name": "title",
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
    "name": "useRenameTagMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RenameTagPayload",
        "kind": "LinkedField",
        "name": "renameTag",
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
    "name": "useRenameTagMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RenameTagPayload",
        "kind": "LinkedField",
        "name": "renameTag",
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
    "id": "338e1436fc7de9b03863f7b41135c53bf253d0c2783c154f171c79c96e220457",
    "metadata": {},
    "name": "useRenameTagMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9c6c250b92b6d48b3582f84a7ea945e1";

export default node;
