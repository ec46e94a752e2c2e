/**
 * @generated SignedSource<<d5ea01bb4502ff9a19bd8b5b84d3bc27>>
 * @relayHash a949eb30f5ffe08170aa0296b3cfb87d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dcf87c7375997151b9b6b984e0e4f843c7c3cc30c4cab00ee3a4863dcfee4680

import type { ConcreteRequest } from 'relay-runtime';
export type TeamRole = "ADMIN" | "EDITOR" | "OWNER" | "VIEWER" | "%future added value";
export type ChangeMemberRoleInput = {
  memberId: string;
  role: TeamRole;
};
export type TeamMembersRoleMutation$variables = {
  input: ChangeMemberRoleInput;
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
    "id": "dcf87c7375997151b9b6b984e0e4f843c7c3cc30c4cab00ee3a4863dcfee4680",
    "metadata": {},
    "name": "TeamMembersRoleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b239c29a0d10c889e55293c94ca0492a";

export default node;
