/**
 * @generated SignedSource<<f0b760506c735ffd721aa5a05f2f0d48>>
 * @relayHash 3228c1642bf6d3f9717d74608cbfda2f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0f4e62f39fd8f6dda81a42c3574cbc3fcac2253cea855b3180fdd818f54dfe16

import type { ConcreteRequest } from 'relay-runtime';
export type RenameTagInput = {
  id: string;
  title: string;
};
export type ManageTagsDialogRenameMutation$variables = {
  input: RenameTagInput;
};
export type ManageTagsDialogRenameMutation$data = {
  readonly renameTag: {
    readonly errors: ReadonlyArray<{
      readonly __typename: string;
      readonly field?: string;
      readonly message?: string;
    }>;
    readonly tag: {
      readonly id: string;
      readonly swipeCount: number;
      readonly title: string;
    } | null | undefined;
  };
};
export type ManageTagsDialogRenameMutation = {
  response: ManageTagsDialogRenameMutation$data;
  variables: ManageTagsDialogRenameMutation$variables;
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
    "concreteType": "RenameTagPayload",
    "kind": "LinkedField",
    "name": "renameTag",
    "plural": false,
    "selections": [
      {
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
    "name": "ManageTagsDialogRenameMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ManageTagsDialogRenameMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0f4e62f39fd8f6dda81a42c3574cbc3fcac2253cea855b3180fdd818f54dfe16",
    "metadata": {},
    "name": "ManageTagsDialogRenameMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "174ac4851d79015e02dfa0604388a2ce";

export default node;
