/**
 * @generated SignedSource<<5d19f7d209d84c82a77a768ab8bbe5fc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NotificationsSection_viewer$data = {
  readonly id: string;
  readonly notificationSettings: {
    readonly comments: boolean;
    readonly dailyDigest: boolean;
    readonly invites: boolean;
    readonly mentionEmails: boolean;
    readonly mentions: boolean;
    readonly replies: boolean;
    readonly trackedAdsDigest: boolean;
  } | null | undefined;
  readonly " $fragmentType": "NotificationsSection_viewer";
};
export type NotificationsSection_viewer$key = {
  readonly " $data"?: NotificationsSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationsSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationsSection_viewer",
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
      "concreteType": "NotificationSettings",
      "kind": "LinkedField",
      "name": "notificationSettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mentions",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "replies",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "comments",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invites",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mentionEmails",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dailyDigest",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trackedAdsDigest",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "7ac623cf3e92997cbe8050099d75bbd3";

export default node;
