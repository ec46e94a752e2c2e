/**
 * @generated SignedSource<<5dcf3400d2588b9f55f1f69f4db2ae51>>
 * @relayHash 1c7c20028e55c745992b08af6ee948f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 19d46ef4eb50a55be6cd49ae8e631158d28c0480f0d02921d8bdd1e696117f89

import type { ConcreteRequest } from 'relay-runtime';
export type PresenceProviderSubscription$variables = {
  swipeId?: string | null | undefined;
  teamId: string;
};
export type PresenceProviderSubscription$data = {
  readonly teamPresence: {
    readonly count: number;
    readonly members: ReadonlyArray<{
      readonly name: string;
      readonly swipeIds: ReadonlyArray<string>;
      readonly userId: string;
    }>;
  };
};
export type PresenceProviderSubscription = {
  response: PresenceProviderSubscription$data;
  variables: PresenceProviderSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "swipeId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "teamId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "swipeId",
        "variableName": "swipeId"
      },
      {
        "kind": "Variable",
        "name": "teamId",
        "variableName": "teamId"
      }
    ],
    "concreteType": "TeamPresence",
    "kind": "LinkedField",
    "name": "teamPresence",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "count",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PresentMember",
        "kind": "LinkedField",
        "name": "members",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "userId",
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
            "name": "swipeIds",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PresenceProviderSubscription",
    "selections": (v2/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PresenceProviderSubscription",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "19d46ef4eb50a55be6cd49ae8e631158d28c0480f0d02921d8bdd1e696117f89",
    "metadata": {},
    "name": "PresenceProviderSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "e66700861dc507ff6e6621191c4c3714";

export default node;
