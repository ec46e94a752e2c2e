/**
 * @generated SignedSource<<2e1e36b4eb4d75003d8961b3ea85445d>>
 * @relayHash 2ed8866dd0b45b4ee2dadf5e032c5fbf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cc5c4528fe15ee936e1200c97dc2e793f7162f225f5be93faf45938e1dd2ced8

import type { ConcreteRequest } from 'relay-runtime';
export type connectExtensionMutation$variables = Record<PropertyKey, never>;
export type connectExtensionMutation$data = {
  readonly createExtensionHandoff: {
    readonly code: string;
  };
};
export type connectExtensionMutation = {
  response: connectExtensionMutation$data;
  variables: connectExtensionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ExtensionHandoff",
    "kind": "LinkedField",
    "name": "createExtensionHandoff",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "code",
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
    "name": "connectExtensionMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "connectExtensionMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "cc5c4528fe15ee936e1200c97dc2e793f7162f225f5be93faf45938e1dd2ced8",
    "metadata": {},
    "name": "connectExtensionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fe48b011c6a598f7efb17e518243c18e";

export default node;
