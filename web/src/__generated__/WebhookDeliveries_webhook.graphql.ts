/**
 * @generated SignedSource<<d967bd2f476b2de19c4ce0260b8de5f1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type WebhookDeliveryStatus = "FAILED" | "PENDING" | "SUCCEEDED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type WebhookDeliveries_webhook$data = {
  readonly deliveries: ReadonlyArray<{
    readonly attempts: number;
    readonly createdAt: any;
    readonly error: string | null | undefined;
    readonly event: string;
    readonly id: string;
    readonly lastAttemptAt: any | null | undefined;
    readonly nextAttemptAt: any | null | undefined;
    readonly responseCode: number | null | undefined;
    readonly status: WebhookDeliveryStatus;
  }>;
  readonly " $fragmentType": "WebhookDeliveries_webhook";
};
export type WebhookDeliveries_webhook$key = {
  readonly " $data"?: WebhookDeliveries_webhook$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookDeliveries_webhook">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebhookDeliveries_webhook",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 20
        }
      ],
      "concreteType": "WebhookDelivery",
      "kind": "LinkedField",
      "name": "deliveries",
      "plural": true,
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
          "name": "event",
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
          "name": "attempts",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "responseCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "error",
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
          "name": "lastAttemptAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextAttemptAt",
          "storageKey": null
        }
      ],
      "storageKey": "deliveries(first:20)"
    }
  ],
  "type": "Webhook",
  "abstractKey": null
};

(node as any).hash = "19850bf08b9455d3976d1882ad674b9e";

export default node;
