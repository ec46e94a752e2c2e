/**
 * @generated SignedSource<<60e304dbcce01207fb6b2d47e01a34e5>>
 * @relayHash bf7c5a1784d58a364c2632ca217765d8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e85d77d5389a5f601c70a6b3793f1ded745e73efe076645ce59397246c44187d

import type { ConcreteRequest } from 'relay-runtime';
export type LeaveTeamInput = {
  teamId: string;
};
export type ManageTeamDialogLeaveMutation$variables = {
  input: LeaveTeamInput;
};
export type ManageTeamDialogLeaveMutation$data = {
  readonly leaveTeam: {
    readonly deletedId: string | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly __typename: string;
      readonly message?: string;
    }>;
  };
};
export type ManageTeamDialogLeaveMutation = {
  response: ManageTeamDialogLeaveMutation$data;
  variables: ManageTeamDialogLeaveMutation$variables;
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
    "concreteType": "RemoveMemberPayload",
    "kind": "LinkedField",
    "name": "leaveTeam",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedId",
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
    "name": "ManageTeamDialogLeaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ManageTeamDialogLeaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e85d77d5389a5f601c70a6b3793f1ded745e73efe076645ce59397246c44187d",
    "metadata": {},
    "name": "ManageTeamDialogLeaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c86423a67387de08a89b8ad0e4f8ccdf";

export default node;
