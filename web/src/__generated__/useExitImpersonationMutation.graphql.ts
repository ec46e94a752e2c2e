/**
 * @generated SignedSource<<0263fca37e2ce9d49f8e6a35439185d9>>
 * @relayHash d1ce659880b3f8e04a217c38ff3be494
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 57ad298a7596084000e17ba33ff4e4f4c0683048fca1bba63c82945b662126f5

import type { ConcreteRequest } from 'relay-runtime';
export type useExitImpersonationMutation$variables = Record<PropertyKey, never>;
export type useExitImpersonationMutation$data = {
  readonly stopImpersonation: {
    readonly redirectTo: string | null | undefined;
  };
};
export type useExitImpersonationMutation = {
  response: useExitImpersonationMutation$data;
  variables: useExitImpersonationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ImpersonationPayload",
    "kind": "LinkedField",
    "name": "stopImpersonation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "redirectTo",
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
    "name": "useExitImpersonationMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useExitImpersonationMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "57ad298a7596084000e17ba33ff4e4f4c0683048fca1bba63c82945b662126f5",
    "metadata": {},
    "name": "useExitImpersonationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "84e19b9a57d73f07015fb58ac37f7b6d";

export default node;
