/**
 * @generated SignedSource<<e6421ce3d8f77511b02bf637ec49fe00>>
 * @relayHash 2ac3de1fc561d878ec7d8bbd7d158743
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cf49c15bdc41d2693d0c1fa3325abead501b6aed6846a1489f66bc44cdb55bed

import type { ConcreteRequest } from 'relay-runtime';
export type InvitesDialogDeclineMutation$variables = {
  id: string;
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
    "id": "cf49c15bdc41d2693d0c1fa3325abead501b6aed6846a1489f66bc44cdb55bed",
    "metadata": {},
    "name": "InvitesDialogDeclineMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f2978f04ec7786540d05500d41c9904f";

export default node;
