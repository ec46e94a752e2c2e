/**
 * @generated SignedSource<<eb2b22032ed44469107ff87a4d61cea9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SupportStatus = "CLOSED" | "OPEN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AdminSupportConversation_conversation$data = {
  readonly assignedToViewer: boolean;
  readonly assigneeEmail: string | null | undefined;
  readonly awaitingSupport: boolean;
  readonly id: string;
  readonly lastMessage: {
    readonly body: string;
    readonly fromSupport: boolean;
  } | null | undefined;
  readonly lastMessageAt: any;
  readonly messages: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly " $fragmentSpreads": FragmentRefs<"SupportMessages_message">;
      };
    }>;
  };
  readonly status: SupportStatus;
  readonly userEmail: string;
  readonly userName: string;
  readonly " $fragmentType": "AdminSupportConversation_conversation";
};
export type AdminSupportConversation_conversation$key = {
  readonly " $data"?: AdminSupportConversation_conversation$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminSupportConversation_conversation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminSupportConversation_conversation",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "awaitingSupport",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastMessageAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "assigneeEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "assignedToViewer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SupportMessage",
      "kind": "LinkedField",
      "name": "lastMessage",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "body",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fromSupport",
          "storageKey": null
        }
      ],
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
      "concreteType": "AdminSupportConversationMessagesConnection",
      "kind": "LinkedField",
      "name": "messages",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "AdminSupportConversationMessagesConnectionEdge",
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
  "type": "AdminSupportConversation",
  "abstractKey": null
};

(node as any).hash = "385f6f5ae6d548cfefd277958c8b6374";

export default node;
