/**
 * @generated SignedSource<<d7ceb8d8dc0c96178935648f14357ff2>>
 * @relayHash 17cb12288d0f0990f636732861889df8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f083bad8eea197ff70dd4828b6fab0846e82c00c3a7478cdf53be185b031e53b

import type { ConcreteRequest } from 'relay-runtime';
export type useMarkSupportReadMutation$variables = Record<PropertyKey, never>;
export type useMarkSupportReadMutation$data = {
  readonly markSupportRead: {
    readonly conversation: {
      readonly id: string;
    } | null | undefined;
  };
};
export type useMarkSupportReadMutation = {
  response: useMarkSupportReadMutation$data;
  variables: useMarkSupportReadMutation$variables;
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
    "name": "useMarkSupportReadMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useMarkSupportReadMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f083bad8eea197ff70dd4828b6fab0846e82c00c3a7478cdf53be185b031e53b",
    "metadata": {},
    "name": "useMarkSupportReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9403de4e8ff33262d2bfef35646bb19c";

export default node;
