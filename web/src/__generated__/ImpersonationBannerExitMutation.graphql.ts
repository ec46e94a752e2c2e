/**
 * @generated SignedSource<<04f742dd620221d9df6e3ab59db7c72f>>
 * @relayHash 80878d98c4cfbecee21201d53704b232
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bef831f243dd62f147f3c44546925dc0d5d1aadb667d556821fffde7ef065938

import type { ConcreteRequest } from 'relay-runtime';
export type ImpersonationBannerExitMutation$variables = Record<PropertyKey, never>;
export type ImpersonationBannerExitMutation$data = {
  readonly stopImpersonation: {
    readonly redirectTo: string | null | undefined;
  };
};
export type ImpersonationBannerExitMutation = {
  response: ImpersonationBannerExitMutation$data;
  variables: ImpersonationBannerExitMutation$variables;
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
    "name": "ImpersonationBannerExitMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ImpersonationBannerExitMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "bef831f243dd62f147f3c44546925dc0d5d1aadb667d556821fffde7ef065938",
    "metadata": {},
    "name": "ImpersonationBannerExitMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "071d3709faa122488a15a40bdbba86cb";

export default node;
