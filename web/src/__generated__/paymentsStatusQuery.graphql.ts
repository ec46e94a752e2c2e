/**
 * @generated SignedSource<<fab6c6ba846da1af374a7cbdb963850d>>
 * @relayHash 90bcada7ab90053f73c9ee6eddd36c11
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 55d400c8af6f97cd34c4a627e7d9eff05cbbb578ea6d743a98f856221a50391a

import type { ConcreteRequest } from 'relay-runtime';
export type paymentsStatusQuery$variables = Record<PropertyKey, never>;
export type paymentsStatusQuery$data = {
  readonly billing: {
    readonly paymentsConfigured: boolean;
    readonly paymentsSetupHelp: string | null | undefined;
  };
};
export type paymentsStatusQuery = {
  response: paymentsStatusQuery$data;
  variables: paymentsStatusQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Billing",
    "kind": "LinkedField",
    "name": "billing",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "paymentsConfigured",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "paymentsSetupHelp",
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
    "name": "paymentsStatusQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "paymentsStatusQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "55d400c8af6f97cd34c4a627e7d9eff05cbbb578ea6d743a98f856221a50391a",
    "metadata": {},
    "name": "paymentsStatusQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "33041f687ddf3945db8f5e0db0713917";

export default node;
