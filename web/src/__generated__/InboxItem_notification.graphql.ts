/**
 * @generated SignedSource<<4e30e18d33d06bf14679361e1f4fceb5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type NotificationKind = "COMMENT" | "INVITE" | "MENTION" | "REPLY" | "WEBHOOK_DISABLED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type InboxItem_notification$data = {
  readonly actor: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly comment: {
    readonly body: string;
    readonly id: string;
    readonly swipe: {
      readonly id: string;
      readonly team: {
        readonly id: string;
      };
      readonly title: string;
    };
  } | null | undefined;
  readonly createdAt: any;
  readonly id: string;
  readonly kind: NotificationKind;
  readonly readAt: any | null | undefined;
  readonly teamName: string;
  readonly webhookUrl: string | null | undefined;
  readonly " $fragmentType": "InboxItem_notification";
};
export type InboxItem_notification$key = {
  readonly " $data"?: InboxItem_notification$data;
  readonly " $fragmentSpreads": FragmentRefs<"InboxItem_notification">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InboxItem_notification",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "readAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "teamName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "webhookUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "actor",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Comment",
      "kind": "LinkedField",
      "name": "comment",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "concreteType": "Swipe",
          "kind": "LinkedField",
          "name": "swipe",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Team",
              "kind": "LinkedField",
              "name": "team",
              "plural": false,
              "selections": [
                (v0/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Notification",
  "abstractKey": null
};
})();

(node as any).hash = "2e7d28ee273a63f0e0efabf914996a70";

export default node;
