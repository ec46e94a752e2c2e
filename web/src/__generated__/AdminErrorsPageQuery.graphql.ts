/**
 * @generated SignedSource<<ffbce0cc82ea8143e8e25dda870aec4a>>
 * @relayHash bdb4932b8581154307f64ae0a0ff3f72
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f3dade13297b79206b8590590a6936d1bebf2e6c7f5f3fe3698b3a8779a8ea93

import type { ConcreteRequest } from 'relay-runtime';
export type AdminErrorsPageQuery$variables = Record<PropertyKey, never>;
export type AdminErrorsPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly isAdmin: boolean;
  } | null | undefined;
};
export type AdminErrorsPageQuery = {
  response: AdminErrorsPageQuery$data;
  variables: AdminErrorsPageQuery$variables;
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
    "name": "AdminErrorsPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminErrorsPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f3dade13297b79206b8590590a6936d1bebf2e6c7f5f3fe3698b3a8779a8ea93",
    "metadata": {},
    "name": "AdminErrorsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4b66d468dec6d263389ce176ccec3cb1";

export default node;
