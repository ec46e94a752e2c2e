/**
 * @generated SignedSource<<5734f3b8be277c7dc60c2f721670ec99>>
 * @relayHash 80a76237fbf53facb93229bc825badbf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8221594d2f683fb0584f62e74b2b41ab09bb10bf9ff112a72d8fa65b689b1c4d

import type { ConcreteRequest } from 'relay-runtime';
export type SupportStatus = "CLOSED" | "OPEN" | "%future added value";
export type AdminSupportInboxQuery$variables = {
  status: SupportStatus;
};
export type AdminSupportInboxQuery$data = {
  readonly adminSupportInbox: ReadonlyArray<{
    readonly assigneeEmail: string | null | undefined;
    readonly awaitingSupport: boolean;
    readonly id: string;
    readonly lastMessage: {
      readonly body: string;
      readonly fromSupport: boolean;
    } | null | undefined;
    readonly lastMessageAt: any;
    readonly userEmail: string;
    readonly userName: string;
  }>;
};
export type AdminSupportInboxQuery = {
  response: AdminSupportInboxQuery$data;
  variables: AdminSupportInboxQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "status"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "status",
    "variableName": "status"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "awaitingSupport",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastMessageAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userEmail",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userName",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "assigneeEmail",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fromSupport",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminSupportInboxQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AdminSupportConversation",
        "kind": "LinkedField",
        "name": "adminSupportInbox",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SupportMessage",
            "kind": "LinkedField",
            "name": "lastMessage",
            "plural": false,
            "selections": [
              (v8/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminSupportInboxQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AdminSupportConversation",
        "kind": "LinkedField",
        "name": "adminSupportInbox",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SupportMessage",
            "kind": "LinkedField",
            "name": "lastMessage",
            "plural": false,
            "selections": [
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8221594d2f683fb0584f62e74b2b41ab09bb10bf9ff112a72d8fa65b689b1c4d",
    "metadata": {},
    "name": "AdminSupportInboxQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "98dc16c3cb44e156be763780f452a00e";

export default node;
