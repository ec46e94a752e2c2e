/**
 * @generated SignedSource<<3ca2d5ddc6e315b033c3cee19301c085>>
 * @relayHash b8daceba9ad74c67a2d84f3344d11926
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 908a7ca2b451b94e3878d27f14e8915cb0e3ad987e0363ae054d94f7561539e0

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteInviteInput = {
  id: string;
};
export type TeamInvitesDeleteMutation$variables = {
  input: DeleteInviteInput;
};
export type TeamInvitesDeleteMutation$data = {
  readonly deleteInvite: {
    readonly deletedId: string | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly __typename: string;
      readonly message?: string;
    }>;
  };
};
export type TeamInvitesDeleteMutation = {
  response: TeamInvitesDeleteMutation$data;
  variables: TeamInvitesDeleteMutation$variables;
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
    "name": "TeamInvitesDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TeamInvitesDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "908a7ca2b451b94e3878d27f14e8915cb0e3ad987e0363ae054d94f7561539e0",
    "metadata": {},
    "name": "TeamInvitesDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "152b38ab015b9a9560001ebb379192a9";

export default node;
