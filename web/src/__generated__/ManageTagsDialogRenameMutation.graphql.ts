/**
 * @generated SignedSource<<3d44c952c1b913080b41e0cd1426866b>>
 * @relayHash 7e0a5a5b3abb328bd35fd21dd29f1487
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a502b04a47a6180c09d90af3658a4da0f1340ed66494aa55431b28d0e2084c30

import type { ConcreteRequest } from 'relay-runtime';
export type ManageTagsDialogRenameMutation$variables = {
  id: string;
  title: string;
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
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "title"
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
      },
      {
        "kind": "Variable",
        "name": "title",
        "variableName": "title"
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
    "id": "a502b04a47a6180c09d90af3658a4da0f1340ed66494aa55431b28d0e2084c30",
    "metadata": {},
    "name": "ManageTagsDialogRenameMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dd6f36ee723db9296de00a5698d97f85";

export default node;
