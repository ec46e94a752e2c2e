/**
 * @generated SignedSource<<79de63acb30324b9b38feba13de925ea>>
 * @relayHash add309c45745f6b2cde87c0668997e38
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 627bdf52de3192c968e3fd141db922cf411f07cb4fbadded9b7bd40255ddeadb

import type { ConcreteRequest } from 'relay-runtime';
export type AdminInsightsPageQuery$variables = Record<PropertyKey, never>;
export type AdminInsightsPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly isAdmin: boolean;
  } | null | undefined;
};
export type AdminInsightsPageQuery = {
  response: AdminInsightsPageQuery$data;
  variables: AdminInsightsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
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
        "name": "isAdmin",
        "storageKey": null
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
    "name": "AdminInsightsPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminInsightsPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "627bdf52de3192c968e3fd141db922cf411f07cb4fbadded9b7bd40255ddeadb",
    "metadata": {},
    "name": "AdminInsightsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b7ea6d601a1b503a6d86ff62ff76e4d9";

export default node;
