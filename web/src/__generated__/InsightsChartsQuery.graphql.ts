/**
 * @generated SignedSource<<2307a8399960da86a78740fbb83b6fa5>>
 * @relayHash 938bbed2a118b229180d725eba0a509c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e61391599b7be5025b274384cf3268538622067821fcd6e4ed1555ea76b8df6a

import type { ConcreteRequest } from 'relay-runtime';
export type InsightsChartsQuery$variables = {
  days: number;
};
export type InsightsChartsQuery$data = {
  readonly adminInsights: {
    readonly channels: ReadonlyArray<{
      readonly channel: string;
      readonly swipes: number;
    }>;
    readonly cohorts: ReadonlyArray<{
      readonly retained: ReadonlyArray<number>;
      readonly users: number;
      readonly week: string;
    }>;
    readonly days: ReadonlyArray<{
      readonly activeUsers: number;
      readonly day: string;
      readonly signUps: number;
    }>;
    readonly funnel: ReadonlyArray<{
      readonly step: string;
      readonly users: number;
    }>;
  };
};
export type InsightsChartsQuery = {
  response: InsightsChartsQuery$data;
  variables: InsightsChartsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "days"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "users",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "days",
        "variableName": "days"
      }
    ],
    "concreteType": "AdminInsights",
    "kind": "LinkedField",
    "name": "adminInsights",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "InsightDay",
        "kind": "LinkedField",
        "name": "days",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "day",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "signUps",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "activeUsers",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "InsightFunnelStep",
        "kind": "LinkedField",
        "name": "funnel",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "step",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "InsightChannel",
        "kind": "LinkedField",
        "name": "channels",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "channel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "swipes",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "InsightCohort",
        "kind": "LinkedField",
        "name": "cohorts",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "week",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "retained",
            "storageKey": null
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
    "name": "InsightsChartsQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InsightsChartsQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "e61391599b7be5025b274384cf3268538622067821fcd6e4ed1555ea76b8df6a",
    "metadata": {},
    "name": "InsightsChartsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "359af0580de3ada0465bfef96aa224e9";

export default node;
