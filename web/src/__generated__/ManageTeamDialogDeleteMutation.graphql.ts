/**
 * @generated SignedSource<<09bda7a37a82806bd652365a60fafa04>>
 * @relayHash 83f1391fdbf110ad82612806e3a3de17
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9800f437bdf0ad0c5bf56c52c16320b84de79af7c21749ca9435d1a821c18113

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteTeamInput = {
  id: string;
};
export type ManageTeamDialogDeleteMutation$variables = {
  input: DeleteTeamInput;
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
    "id": "9800f437bdf0ad0c5bf56c52c16320b84de79af7c21749ca9435d1a821c18113",
    "metadata": {},
    "name": "ManageTeamDialogDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f6a00d9e0395c86e19f8a9b4ec76208e";

export default node;
