/**
 * @generated SignedSource<<870706dd5f8fffc64690e5419e4401e3>>
 * @relayHash bb38edec4fc3588afa2740772db4298d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID da610eb53832e03f7376c4347184777c02dc19bde17d9b9d3e3924dab984d748

import type { ConcreteRequest } from 'relay-runtime';
export type RemoveMemberInput = {
  memberId: string;
};
export type TeamMembersRemoveMutation$variables = {
  input: RemoveMemberInput;
};
export type TeamMembersRemoveMutation$data = {
  readonly removeMember: {
    readonly deletedId: string | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly __typename: string;
      readonly message?: string;
    }>;
  };
};
export type TeamMembersRemoveMutation = {
  response: TeamMembersRemoveMutation$data;
  variables: TeamMembersRemoveMutation$variables;
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
    "concreteType": "RemoveMemberPayload",
    "kind": "LinkedField",
    "name": "removeMember",
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
    "name": "TeamMembersRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TeamMembersRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "da610eb53832e03f7376c4347184777c02dc19bde17d9b9d3e3924dab984d748",
    "metadata": {},
    "name": "TeamMembersRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "769adae746524d40ff3a60f4fc8226cb";

export default node;
