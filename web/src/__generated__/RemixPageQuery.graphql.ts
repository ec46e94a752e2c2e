/**
 * @generated SignedSource<<90c062b12b4fdb727820d14a6379d416>>
 * @relayHash 6707334fb873c0e80ce0d80af165c69c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e825d1fec07b37e704287147b364d3534e24d538e631685bafcabbe6f0c93f44

import type { ConcreteRequest } from 'relay-runtime';
export type TeamType = "PERSONAL" | "TEAM" | "%future added value";
export type RemixPageQuery$variables = Record<PropertyKey, never>;
export type RemixPageQuery$data = {
  readonly aiRemixSetup: {
    readonly available: boolean;
    readonly model: string | null | undefined;
    readonly setupHelp: string | null | undefined;
  };
  readonly viewer: {
    readonly id: string;
    readonly teams: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly name: string;
          readonly type: TeamType;
        };
      }>;
    };
  } | null | undefined;
};
export type RemixPageQuery = {
  response: RemixPageQuery$data;
  variables: RemixPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AiRemixSetup",
    "kind": "LinkedField",
    "name": "aiRemixSetup",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "available",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "model",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "setupHelp",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
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
    "name": "RemixPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RemixPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e825d1fec07b37e704287147b364d3534e24d538e631685bafcabbe6f0c93f44",
    "metadata": {},
    "name": "RemixPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b1505a00beb187f295368b651a0157d3";

export default node;
