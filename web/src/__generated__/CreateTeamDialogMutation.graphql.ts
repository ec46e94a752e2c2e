/**
 * @generated SignedSource<<97f9e121db4634ae6036dfd3e308cba7>>
 * @relayHash 76b36a6e96daf83a06a73f7938be52bb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0b79aeee2c29ba4a76d80460723068be1bfe68675f1ff59d975c3ee939367dcf

import { ConcreteRequest } from 'relay-runtime';
export type TeamRole = "ADMIN" | "EDITOR" | "OWNER" | "VIEWER" | "%future added value";
export type TeamType = "PERSONAL" | "TEAM" | "%future added value";
export type CreateTeamInput = {
  name: string;
};
export type CreateTeamDialogMutation$variables = {
  input: CreateTeamInput;
};
export type CreateTeamDialogMutation$data = {
  readonly createTeam: {
    readonly errors: ReadonlyArray<{
      readonly __typename: string;
      readonly field?: string;
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
export type CreateTeamDialogMutation = {
  response: CreateTeamDialogMutation$data;
  variables: CreateTeamDialogMutation$variables;
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
    "concreteType": "CreateTeamPayload",
    "kind": "LinkedField",
    "name": "createTeam",
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
    "name": "CreateTeamDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateTeamDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0b79aeee2c29ba4a76d80460723068be1bfe68675f1ff59d975c3ee939367dcf",
    "metadata": {},
    "name": "CreateTeamDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "540aea46e1c181d671f06865ec624b40";

export default node;
