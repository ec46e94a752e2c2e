/**
 * @generated SignedSource<<d667b7e5b61ef65de533453a78e5c235>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type WebhookKind = "GENERIC" | "SLACK" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type WebhookItem_webhook$data = {
  readonly disabledReason: string | null | undefined;
  readonly enabled: boolean;
  readonly events: ReadonlyArray<string>;
  readonly id: string;
  readonly kind: WebhookKind;
  readonly url: string;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookDeliveries_webhook">;
  readonly " $fragmentType": "WebhookItem_webhook";
};
export type WebhookItem_webhook$key = {
  readonly " $data"?: WebhookItem_webhook$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookItem_webhook">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebhookItem_webhook",
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
      "name": "url",
      "storageKey": null
    },
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
      "name": "events",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disabledReason",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WebhookDeliveries_webhook"
    }
  ],
  "type": "Webhook",
  "abstractKey": null
};

(node as any).hash = "8b931544eb8f2143324661a44bdeab1e";

export default node;
