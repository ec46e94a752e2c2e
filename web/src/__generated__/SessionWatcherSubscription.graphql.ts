/**
 * @generated SignedSource<<c8730bc2da8985565255c1ac4bb21656>>
 * @relayHash 06aa39f98164e56e40872c3b7e586a54
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 93d80f45f6483c2462d60b070b9ff581cc1c6726518176c25af8167618ee20d9

import type { ConcreteRequest } from 'relay-runtime';
export type SessionEventKind = "SIGNED_OUT" | "WATCHING" | "%future added value";
export type SessionWatcherSubscription$variables = Record<PropertyKey, never>;
export type SessionWatcherSubscription$data = {
  readonly sessionEvents: {
    readonly kind: SessionEventKind;
  };
};
export type SessionWatcherSubscription = {
  response: SessionWatcherSubscription$data;
  variables: SessionWatcherSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SessionEvent",
    "kind": "LinkedField",
    "name": "sessionEvents",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
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
    "name": "SessionWatcherSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SessionWatcherSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "93d80f45f6483c2462d60b070b9ff581cc1c6726518176c25af8167618ee20d9",
    "metadata": {},
    "name": "SessionWatcherSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "82a77929dbdb871837de869655624772";

export default node;
