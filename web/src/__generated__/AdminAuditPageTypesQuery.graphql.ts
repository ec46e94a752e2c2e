/**
 * @generated SignedSource<<77966d2b1d8c088de2d07c0c2b196b9f>>
 * @relayHash 3ab40d301af4c956c5369a0d7d347810
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fa247490ec1c6d705dd9b7a897ba9582dd6d2fa1c3efb32da8ec424f7fdeb14d

import type { ConcreteRequest } from 'relay-runtime';
export type AdminAuditPageTypesQuery$variables = Record<PropertyKey, never>;
export type AdminAuditPageTypesQuery$data = {
  readonly adminAuditEventTypes: ReadonlyArray<string>;
};
export type AdminAuditPageTypesQuery = {
  response: AdminAuditPageTypesQuery$data;
  variables: AdminAuditPageTypesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "adminAuditEventTypes",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminAuditPageTypesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminAuditPageTypesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "fa247490ec1c6d705dd9b7a897ba9582dd6d2fa1c3efb32da8ec424f7fdeb14d",
    "metadata": {},
    "name": "AdminAuditPageTypesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5d554179f54e430ddf47337c16d50911";

export default node;
