/**
 * @generated SignedSource<<95dde3d3af9d178be304953264da3218>>
 * @relayHash 3e9403dadff5bd4edf348503c60b06f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e60047844d884a9ef0571e58822208c117fac35db7a6f7e6da069d57c9e77cf9

import type { ConcreteRequest } from 'relay-runtime';
export type TeamRole = "ADMIN" | "EDITOR" | "OWNER" | "VIEWER" | "%future added value";
export type InboundEmailSectionQuery$variables = Record<PropertyKey, never>;
export type InboundEmailSectionQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly inboundEmailAddress: string | null | undefined;
    readonly inboundEmailTeam: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly teams: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly name: string;
          readonly viewerRole: TeamRole | null | undefined;
        };
      }>;
    };
  } | null | undefined;
};
export type InboundEmailSectionQuery = {
  response: InboundEmailSectionQuery$data;
  variables: InboundEmailSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "inboundEmailAddress",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Team",
        "kind": "LinkedField",
        "name": "inboundEmailTeam",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 50
          }
        ],
        "concreteType": "UserTeamsConnection",
        "kind": "LinkedField",
        "name": "teams",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "UserTeamsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Team",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerRole",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "teams(first:50)"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "InboundEmailSectionQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InboundEmailSectionQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "e60047844d884a9ef0571e58822208c117fac35db7a6f7e6da069d57c9e77cf9",
    "metadata": {},
    "name": "InboundEmailSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3cfcaa2136b5ea4754e12e055cf79798";

export default node;
