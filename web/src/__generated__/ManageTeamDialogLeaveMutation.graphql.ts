/**
 * @generated SignedSource<<2a5a30ec4bf18685e0b621316eb2189d>>
 * @relayHash 5c972a9f80f2906080b49bc6a5b32cd3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1681cb2f1dc7748103a453f11a33b9ecc6ae717a642c4c4d9f587a9c785c7fe9

import type { ConcreteRequest } from 'relay-runtime';
export type ManageTeamDialogLeaveMutation$variables = {
  teamId: string;
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
    "name": "teamId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "teamId",
        "variableName": "teamId"
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
    "id": "1681cb2f1dc7748103a453f11a33b9ecc6ae717a642c4c4d9f587a9c785c7fe9",
    "metadata": {},
    "name": "ManageTeamDialogLeaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "18a6617a55225050c5fefd262b0fcdc6";

export default node;
