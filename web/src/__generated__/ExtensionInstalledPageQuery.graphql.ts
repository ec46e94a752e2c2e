/**
 * @generated SignedSource<<42931589c10acba02cf90554c1002d45>>
 * @relayHash 1fd0241556e0e68c6f6c832b3762d8db
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 658328785b04201ff266e25bb10bb8918d802a1ea46c59ce7407a24608c4a15d

import type { ConcreteRequest } from 'relay-runtime';
export type ExtensionInstalledPageQuery$variables = Record<PropertyKey, never>;
export type ExtensionInstalledPageQuery$data = {
  readonly viewer: {
    readonly email: string;
  } | null | undefined;
};
export type ExtensionInstalledPageQuery = {
  response: ExtensionInstalledPageQuery$data;
  variables: ExtensionInstalledPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ExtensionInstalledPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ExtensionInstalledPageQuery",
    "selections": [
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
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "658328785b04201ff266e25bb10bb8918d802a1ea46c59ce7407a24608c4a15d",
    "metadata": {},
    "name": "ExtensionInstalledPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "60de912efe56b7b4ce977bd16a92845d";

export default node;
