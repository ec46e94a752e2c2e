/**
 * @generated SignedSource<<5429e11a61e60ec49ec0b9f6869cabc3>>
 * @relayHash b3c213ce80f44771e6b33aed95966b11
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9ad7ba87b6aeef0186ab875ec2180415a8427b49608543afc4e5ae0e29ae762e

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateTeamInput = {
  id: string;
  name: string;
};
export type ManageTeamDialogRenameMutation$variables = {
  input: UpdateTeamInput;
};
export type ManageTeamDialogRenameMutation$data = {
  readonly updateTeam: {
    readonly errors: ReadonlyArray<{
      readonly __typename: string;
      readonly field?: string;
      readonly message?: string;
    }>;
    readonly team: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
  };
};
export type ManageTeamDialogRenameMutation = {
  response: ManageTeamDialogRenameMutation$data;
  variables: ManageTeamDialogRenameMutation$variables;
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
    "concreteType": "UpdateTeamPayload",
    "kind": "LinkedField",
    "name": "updateTeam",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Team",
        "kind": "LinkedField",
        "name": "team",
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
    "name": "ManageTeamDialogRenameMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ManageTeamDialogRenameMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9ad7ba87b6aeef0186ab875ec2180415a8427b49608543afc4e5ae0e29ae762e",
    "metadata": {},
    "name": "ManageTeamDialogRenameMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "993e5b43e4ff1a74526174e0aa328c78";

export default node;
