/**
 * @generated SignedSource<<bd18969db508a1a35b3e96aa843c5a18>>
 * @relayHash d708e8d30e86c73b626405dd8bfdf863
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d0a09cbace0f91a9c3c1acb45ff5abdb4a256fbcc30fbe86b369f9500746f3e6

import type { ConcreteRequest } from 'relay-runtime';
export type InboundEmailSectionSetTeamMutation$variables = {
  teamId: string;
};
export type InboundEmailSectionSetTeamMutation$data = {
  readonly setInboundEmailTeam: {
    readonly errors: ReadonlyArray<{
      readonly __typename: string;
      readonly message?: string;
    }>;
    readonly viewer: {
      readonly id: string;
      readonly inboundEmailTeam: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
    } | null | undefined;
  };
};
export type InboundEmailSectionSetTeamMutation = {
  response: InboundEmailSectionSetTeamMutation$data;
  variables: InboundEmailSectionSetTeamMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "teamId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "teamId",
        "variableName": "teamId"
      }
    ],
    "concreteType": "SetInboundEmailTeamPayload",
    "kind": "LinkedField",
    "name": "setInboundEmailTeam",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Team",
            "kind": "LinkedField",
            "name": "inboundEmailTeam",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              }
            ],
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
    "name": "InboundEmailSectionSetTeamMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InboundEmailSectionSetTeamMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "d0a09cbace0f91a9c3c1acb45ff5abdb4a256fbcc30fbe86b369f9500746f3e6",
    "metadata": {},
    "name": "InboundEmailSectionSetTeamMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ceaa61233964cfea10f9e2eece23e023";

export default node;
