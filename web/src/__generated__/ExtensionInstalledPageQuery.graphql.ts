/**
 * @generated SignedSource<<0837d3934f67793f760376d54b63e612>>
 * @relayHash a8088787a93f993a3395bb7d5d1f1f3d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 66ee1c6242530765fbf0730111a5c108e7f5b909e88bcf0446f5a30298b41983

import type { ConcreteRequest } from 'relay-runtime';
export type ExtensionInstalledPageQuery$variables = Record<PropertyKey, never>;
export type ExtensionInstalledPageQuery$data = {
  readonly viewer: {
    readonly email: string;
    readonly id: string;
  } | null | undefined;
};
export type ExtensionInstalledPageQuery = {
  response: ExtensionInstalledPageQuery$data;
  variables: ExtensionInstalledPageQuery$variables;
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
    "name": "ExtensionInstalledPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ExtensionInstalledPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "66ee1c6242530765fbf0730111a5c108e7f5b909e88bcf0446f5a30298b41983",
    "metadata": {},
    "name": "ExtensionInstalledPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "085567d7bb8dbbe27b8f3327ce56c3ea";

export default node;
