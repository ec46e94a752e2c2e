/**
 * @generated SignedSource<<5b6b4bdcdd94ea71b80df890e8a434b8>>
 * @relayHash aa2564dfa3f1c21abff17cad9dafc573
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0177653ff0d3e87e05a545a564fcc283d53f764bf61f6581623fc4a4a9c83507

import type { ConcreteRequest } from 'relay-runtime';
export type TeamType = "PERSONAL" | "TEAM" | "%future added value";
export type FinderPageQuery$variables = Record<PropertyKey, never>;
export type FinderPageQuery$data = {
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
export type FinderPageQuery = {
  response: FinderPageQuery$data;
  variables: FinderPageQuery$variables;
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
    "name": "FinderPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FinderPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0177653ff0d3e87e05a545a564fcc283d53f764bf61f6581623fc4a4a9c83507",
    "metadata": {},
    "name": "FinderPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "261acdd6b5525649cc117a7e887981f3";

export default node;
