/**
 * @generated SignedSource<<f6194da75f4e7368f7726dab58dba33e>>
 * @relayHash 50323f903f466f621711954ee82ce551
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b433861996d80d765b32672f74604305a3d05db646d734dbf0fcf32621e262e

import type { ConcreteRequest } from 'relay-runtime';
export type TeamRole = "ADMIN" | "EDITOR" | "OWNER" | "VIEWER" | "%future added value";
export type TeamMembersRoleMutation$variables = {
  memberId: string;
  role: TeamRole;
};
export type TeamMembersRoleMutation$data = {
  readonly changeMemberRole: {
    readonly errors: ReadonlyArray<{
      readonly __typename: string;
      readonly message?: string;
    }>;
    readonly member: {
      readonly id: string;
      readonly role: TeamRole;
    } | null | undefined;
  };
};
export type TeamMembersRoleMutation = {
  response: TeamMembersRoleMutation$data;
  variables: TeamMembersRoleMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "memberId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "role"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "memberId",
        "variableName": "memberId"
      },
      {
        "kind": "Variable",
        "name": "role",
        "variableName": "role"
      }
    ],
    "concreteType": "ChangeMemberRolePayload",
    "kind": "LinkedField",
    "name": "changeMemberRole",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TeamMember",
        "kind": "LinkedField",
        "name": "member",
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
            "name": "role",
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
    "name": "TeamMembersRoleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TeamMembersRoleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8b433861996d80d765b32672f74604305a3d05db646d734dbf0fcf32621e262e",
    "metadata": {},
    "name": "TeamMembersRoleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3838b2c822d43fca0628690b7e23d739";

export default node;
