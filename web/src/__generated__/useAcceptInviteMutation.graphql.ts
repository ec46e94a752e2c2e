/**
 * @generated SignedSource<<b6ef767e51fead976e278f062b6880b0>>
 * @relayHash fab500802624f743b2d7cec494b35a01
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8ad0e86da3d2ec7b12e1f65f7436efadbed6abacf3415815294d9cf5a392f836

import type { ConcreteRequest } from 'relay-runtime';
export type Plan = "FREE" | "PRO" | "TEAM" | "%future added value";
export type TeamRole = "ADMIN" | "EDITOR" | "OWNER" | "VIEWER" | "%future added value";
export type TeamType = "PERSONAL" | "TEAM" | "%future added value";
export type AcceptInviteInput = {
  inviteId?: string | null | undefined;
  token?: string | null | undefined;
};
export type useAcceptInviteMutation$variables = {
  input: AcceptInviteInput;
};
export type useAcceptInviteMutation$data = {
  readonly acceptInvite: {
    readonly errors: ReadonlyArray<{
      readonly __typename: string;
      readonly message?: string;
    }>;
    readonly team: {
      readonly id: string;
      readonly name: string;
      readonly plan: Plan;
      readonly type: TeamType;
      readonly viewerRole: TeamRole | null | undefined;
    } | null | undefined;
  };
};
export type useAcceptInviteMutation = {
  response: useAcceptInviteMutation$data;
  variables: useAcceptInviteMutation$variables;
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
    "concreteType": "AcceptInvitePayload",
    "kind": "LinkedField",
    "name": "acceptInvite",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "plan",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerRole",
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
    "name": "useAcceptInviteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAcceptInviteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8ad0e86da3d2ec7b12e1f65f7436efadbed6abacf3415815294d9cf5a392f836",
    "metadata": {},
    "name": "useAcceptInviteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2d3550bc6eff66cbd44bb22877345c44";

export default node;
