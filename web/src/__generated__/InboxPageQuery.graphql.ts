/**
 * @generated SignedSource<<b9256b281e78e0bdae71168426f880c8>>
 * @relayHash 80afa542215213b76238f3302f17f43a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e56b563c8f13aea24a61cca0d0436d7e46bdc97e51f466fa0f2433af5c0083af

import type { ConcreteRequest } from 'relay-runtime';
export type InboxPageQuery$variables = Record<PropertyKey, never>;
export type InboxPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly impersonation: {
      readonly __typename: "Impersonation";
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
            "name": "__typename",
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
    "id": "e56b563c8f13aea24a61cca0d0436d7e46bdc97e51f466fa0f2433af5c0083af",
    "metadata": {},
    "name": "InboxPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c8d9a584c7f5a8dbe0c3fefaa3dde9e3";

export default node;
