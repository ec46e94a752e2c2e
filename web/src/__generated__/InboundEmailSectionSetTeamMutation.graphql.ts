/**
 * @generated SignedSource<<d60bd5737086fd193239909f578245c5>>
 * @relayHash 728df26747c9f69bef8099a65392a2d2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 966ef3fabe3bdbc545b6eea3916259cfaf9b79991a4d384857c16ff63902fe63

import type { ConcreteRequest } from 'relay-runtime';
export type SetInboundEmailTeamInput = {
  teamId: string;
};
export type InboundEmailSectionSetTeamMutation$variables = {
  input: SetInboundEmailTeamInput;
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
    "name": "input"
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
        "name": "input",
        "variableName": "input"
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
    "id": "966ef3fabe3bdbc545b6eea3916259cfaf9b79991a4d384857c16ff63902fe63",
    "metadata": {},
    "name": "InboundEmailSectionSetTeamMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "060d7d9d0ed2b1302347ee7d2997938e";

export default node;
