/**
 * @generated SignedSource<<2e37881e21f0c7ca3094e88ac3e86236>>
 * @relayHash 6fce912949604a93774ae0668be0f68b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5ecb592190d64415950c44bf389ab500040a42008ab6c49d7d0f4903f1288005

import type { ConcreteRequest } from 'relay-runtime';
export type AdminAuditPageQuery$variables = Record<PropertyKey, never>;
export type AdminAuditPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly isAdmin: boolean;
  } | null | undefined;
};
export type AdminAuditPageQuery = {
  response: AdminAuditPageQuery$data;
  variables: AdminAuditPageQuery$variables;
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
    "name": "AdminAuditPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminAuditPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "5ecb592190d64415950c44bf389ab500040a42008ab6c49d7d0f4903f1288005",
    "metadata": {},
    "name": "AdminAuditPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "347f52a0140f9ea942882d24f0787de8";

export default node;
