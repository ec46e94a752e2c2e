/**
 * @generated SignedSource<<3d2ef7bc1bd103fad228ed0beba378a3>>
 * @relayHash 2a9d9c88cf704b5dee79b08175aee78e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 87bc0c7b7e6c581a99ac2f300a610734257e7df068f38e18217d5073004b6079

import type { ConcreteRequest } from 'relay-runtime';
export type SupportChatMarkReadMutation$variables = Record<PropertyKey, never>;
export type SupportChatMarkReadMutation$data = {
  readonly markSupportRead: {
    readonly conversation: {
      readonly id: string;
    } | null | undefined;
  };
};
export type SupportChatMarkReadMutation = {
  response: SupportChatMarkReadMutation$data;
  variables: SupportChatMarkReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SupportPayload",
    "kind": "LinkedField",
    "name": "markSupportRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SupportConversation",
        "kind": "LinkedField",
        "name": "conversation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "name": "SupportChatMarkReadMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SupportChatMarkReadMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "87bc0c7b7e6c581a99ac2f300a610734257e7df068f38e18217d5073004b6079",
    "metadata": {},
    "name": "SupportChatMarkReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1a8e58d37ccbdf9a2294653b026a654d";

export default node;
