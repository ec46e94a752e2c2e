/**
 * @generated SignedSource<<b5fe863f0a4f4c785c4a86ee141cdf4f>>
 * @relayHash ab2338a96e76e9f576ba7f10c86574f4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9cb463a96fc68d5e310571ad3fddc69b1e3fc366b5e8379e4290e4143b052dd8

import type { ConcreteRequest } from 'relay-runtime';
export type RemixVariantStatus = "DONE" | "FAILED" | "WRITING" | "%future added value";
export type RemixProgressStreamSubscription$variables = {
  remixId: string;
};
export type RemixProgressStreamSubscription$data = {
  readonly remixProgress: {
    readonly error: string | null | undefined;
    readonly finished: boolean;
    readonly status: RemixVariantStatus | null | undefined;
    readonly text: string | null | undefined;
    readonly variantId: string | null | undefined;
  };
};
export type RemixProgressStreamSubscription = {
  response: RemixProgressStreamSubscription$data;
  variables: RemixProgressStreamSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "remixId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "remixId",
        "variableName": "remixId"
      }
    ],
    "concreteType": "RemixProgress",
    "kind": "LinkedField",
    "name": "remixProgress",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "variantId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "text",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "error",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "finished",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RemixProgressStreamSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RemixProgressStreamSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9cb463a96fc68d5e310571ad3fddc69b1e3fc366b5e8379e4290e4143b052dd8",
    "metadata": {},
    "name": "RemixProgressStreamSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "38feef3ce19b7fe4e2ac2acac1217f9d";

export default node;
