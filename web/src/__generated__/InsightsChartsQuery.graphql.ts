/**
 * @generated SignedSource<<2e3337b57040b9b453c4939e7d23355d>>
 * @relayHash 021030980c72555cc883b97072f88f84
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7faab4f2720f3339e4c20a729bf2462068ce649ee9c562695bae38ecd3975897

import type { ConcreteRequest } from 'relay-runtime';
export type InsightsChartsQuery$variables = {
  days: number;
};
export type InsightsChartsQuery$data = {
  readonly adminInsights: {
    readonly aiRemix: {
      readonly teams: number;
      readonly variants: number;
    };
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AiRemixTotals",
        "kind": "LinkedField",
        "name": "aiRemix",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "variants",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "teams",
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
    "id": "7faab4f2720f3339e4c20a729bf2462068ce649ee9c562695bae38ecd3975897",
    "metadata": {},
    "name": "InsightsChartsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0c8064ae901c35022322399ead6a53ed";

export default node;
