/**
 * @generated SignedSource<<0ba0c1a5534cbc8c81dd7de9f77fb4ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SupportStatus = "CLOSED" | "OPEN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SupportChat_conversation$data = {
  readonly messages: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly " $fragmentSpreads": FragmentRefs<"SupportMessages_message">;
      };
    }>;
  };
  readonly status: SupportStatus;
  readonly " $fragmentType": "SupportChat_conversation";
};
export type SupportChat_conversation$key = {
  readonly " $data"?: SupportChat_conversation$data;
  readonly " $fragmentSpreads": FragmentRefs<"SupportChat_conversation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SupportChat_conversation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "last",
          "value": 50
        }
      ],
      "concreteType": "SupportConversationMessagesConnection",
      "kind": "LinkedField",
      "name": "messages",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "SupportConversationMessagesConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "SupportMessage",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "SupportMessages_message"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "messages(last:50)"
    }
  ],
  "type": "SupportConversation",
  "abstractKey": null
};

(node as any).hash = "e61ba36c5f27e805d338c11f9052a32e";

export default node;
