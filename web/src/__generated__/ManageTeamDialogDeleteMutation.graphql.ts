/**
 * @generated SignedSource<<7b5bb8e5c1ad1fcde50b491cfd0199f3>>
 * @relayHash 297dc729c71a125a9ef2b701a1e0cbb1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 413a3033c5902f1415dd745d5ee825f5917bf348504e15a0627d92a9f02c2e0d

import type { ConcreteRequest } from 'relay-runtime';
export type ManageTeamDialogDeleteMutation$variables = {
  id: string;
};
export type ManageTeamDialogDeleteMutation$data = {
  readonly deleteTeam: {
    readonly deletedId: string | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly __typename: string;
      readonly message?: string;
    }>;
  };
};
export type ManageTeamDialogDeleteMutation = {
  response: ManageTeamDialogDeleteMutation$data;
  variables: ManageTeamDialogDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
      }
    ],
    "concreteType": "DeleteTeamPayload",
    "kind": "LinkedField",
    "name": "deleteTeam",
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
    "name": "ManageTeamDialogDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ManageTeamDialogDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "413a3033c5902f1415dd745d5ee825f5917bf348504e15a0627d92a9f02c2e0d",
    "metadata": {},
    "name": "ManageTeamDialogDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e43584932c09ca17d007b3c59c227440";

export default node;
