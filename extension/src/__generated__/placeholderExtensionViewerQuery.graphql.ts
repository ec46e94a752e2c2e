/**
 * @generated SignedSource<<a3fb86dfee8cac14549d875c50ac9600>>
 * @relayHash 84165138f1d7c3eb0db54e06cb3f26f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3d55b9c81f3392a631c8c31dae5b7c1496b3da58f6617c8dea43f2c04399d813

import { ConcreteRequest } from 'relay-runtime';
export type placeholderExtensionViewerQuery$variables = Record<PropertyKey, never>;
export type placeholderExtensionViewerQuery$data = {
  readonly viewer: {
    readonly email: string;
    readonly id: string;
    readonly name: string;
  } | null | undefined;
};
export type placeholderExtensionViewerQuery = {
  response: placeholderExtensionViewerQuery$data;
  variables: placeholderExtensionViewerQuery$variables;
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
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
    "name": "placeholderExtensionViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "placeholderExtensionViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "3d55b9c81f3392a631c8c31dae5b7c1496b3da58f6617c8dea43f2c04399d813",
    "metadata": {},
    "name": "placeholderExtensionViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f98cbdbed7df893fffa10c1fa13b1c1c";

export default node;
