/**
 * @generated SignedSource<<1141e3111ff99df199d16666fdcc850e>>
 * @relayHash a64281395c6f299be37ac272bc31e23f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7e3a5b98a6731b8d80263a7ebd954df0294559b46a31a9d79e84e07737cb49df

import type { ConcreteRequest } from 'relay-runtime';
export type TeamRole = "ADMIN" | "EDITOR" | "OWNER" | "VIEWER" | "%future added value";
export type InviteMemberInput = {
  email: string;
  role: TeamRole;
  teamId: string;
};
export type TeamInvitesSendMutation$variables = {
  input: InviteMemberInput;
};
export type TeamInvitesSendMutation$data = {
  readonly inviteMember: {
    readonly errors: ReadonlyArray<{
      readonly __typename: string;
      readonly field?: string;
      readonly message?: string;
    }>;
    readonly invite: {
      readonly email: string;
      readonly id: string;
    } | null | undefined;
  };
};
export type TeamInvitesSendMutation = {
  response: TeamInvitesSendMutation$data;
  variables: TeamInvitesSendMutation$variables;
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
    "concreteType": "InviteMemberPayload",
    "kind": "LinkedField",
    "name": "inviteMember",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Invite",
        "kind": "LinkedField",
        "name": "invite",
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
            "name": "email",
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
    "name": "TeamInvitesSendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TeamInvitesSendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7e3a5b98a6731b8d80263a7ebd954df0294559b46a31a9d79e84e07737cb49df",
    "metadata": {},
    "name": "TeamInvitesSendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "736049ce1025483029796ba75db57d92";

export default node;
