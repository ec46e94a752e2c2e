/**
 * @generated SignedSource<<9518aefc950f6d4ba7b1cb7175a7cbbe>>
 * @relayHash f91bf584399afff08bcb14a45701159b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4e360b8c1806de9b1ce83090e70140d11a972d1389f81e3e16d2bf2a56674f4c

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
      readonly expiresAt: any;
      readonly id: string;
      readonly invitedByName: string | null | undefined;
      readonly role: TeamRole;
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "invitedByName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresAt",
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
    "id": "4e360b8c1806de9b1ce83090e70140d11a972d1389f81e3e16d2bf2a56674f4c",
    "metadata": {},
    "name": "TeamInvitesSendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "41afaabb44ad7c6a33eb5732fcf29ba9";

export default node;
