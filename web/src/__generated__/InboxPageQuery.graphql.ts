/**
 * @generated SignedSource<<07a0b0dd85135c1cd3d72d6f68fd5324>>
 * @relayHash 133a824eadbe12824aa36a31351db065
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ef4ee516ed1affe0c2d3c88523fa7ddc0ed1612a8fb1bc5a977263caf7a0aa3e

import type { ConcreteRequest } from 'relay-runtime';
export type InboxPageQuery$variables = Record<PropertyKey, never>;
export type InboxPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly impersonation: {
      readonly endsAt: any;
    } | null | undefined;
    readonly unreadNotificationCount: number;
  } | null | undefined;
};
export type InboxPageQuery = {
  response: InboxPageQuery$data;
  variables: InboxPageQuery$variables;
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
        "name": "unreadNotificationCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Impersonation",
        "kind": "LinkedField",
        "name": "impersonation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "endsAt",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "InboxPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InboxPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ef4ee516ed1affe0c2d3c88523fa7ddc0ed1612a8fb1bc5a977263caf7a0aa3e",
    "metadata": {},
    "name": "InboxPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a641d40b6faa8b4b854545b3ba617f42";

export default node;
