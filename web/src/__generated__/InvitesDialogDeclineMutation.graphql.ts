/**
 * @generated SignedSource<<af2d337e1e5cf7fe53ead2f9ddb5c104>>
 * @relayHash 7f964dac6bce47ac002f46824c6108f0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e341f5d440fe8a7ada8c0ae2558052ffaea2898052db87afbb4a25501f511dd6

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteInviteInput = {
  id: string;
};
export type InvitesDialogDeclineMutation$variables = {
  input: DeleteInviteInput;
};
export type InvitesDialogDeclineMutation$data = {
  readonly deleteInvite: {
    readonly deletedId: string | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly __typename: string;
      readonly message?: string;
    }>;
  };
};
export type InvitesDialogDeclineMutation = {
  response: InvitesDialogDeclineMutation$data;
  variables: InvitesDialogDeclineMutation$variables;
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
    "concreteType": "DeleteInvitePayload",
    "kind": "LinkedField",
    "name": "deleteInvite",
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
    "name": "InvitesDialogDeclineMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvitesDialogDeclineMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e341f5d440fe8a7ada8c0ae2558052ffaea2898052db87afbb4a25501f511dd6",
    "metadata": {},
    "name": "InvitesDialogDeclineMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9e082791d85cd58f03810fab9b6dd231";

export default node;
