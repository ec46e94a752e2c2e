/**
 * @generated SignedSource<<0f49e258687aa1a94b35664f790cb4fc>>
 * @relayHash f3d4c90c28d21a3cfc350c11096a94a6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2d4affc54604c71fc19a0d597c0ea72258ff392663c38867fc202c41786fdcb9

import { ConcreteRequest } from 'relay-runtime';
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
    "id": "2d4affc54604c71fc19a0d597c0ea72258ff392663c38867fc202c41786fdcb9",
    "metadata": {},
    "name": "useAcceptInviteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d658796b1527ebf14a551ac3d66bec59";

export default node;
