/**
 * @generated SignedSource<<c41b5bf55e226a9471918031294dba52>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type DiscoverSource = "COLLECTION" | "EXAMPLE" | "TRACKED" | "%future added value";
export type SwipeKind = "AD" | "EMAIL" | "IMAGE" | "LANDING_PAGE" | "TEXT" | "VIDEO" | "WEBSITE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type DiscoverItemCard_item$data = {
  readonly category: string;
  readonly collectionName: string | null | undefined;
  readonly id: string;
  readonly imageUrl: string | null | undefined;
  readonly kind: SwipeKind;
  readonly link: string;
  readonly reason: string | null | undefined;
  readonly source: DiscoverSource;
  readonly text: string;
  readonly title: string;
  readonly " $fragmentType": "DiscoverItemCard_item";
};
export type DiscoverItemCard_item$key = {
  readonly " $data"?: DiscoverItemCard_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"DiscoverItemCard_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DiscoverItemCard_item",
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
      "name": "source",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "text",
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
      "name": "category",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "link",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "collectionName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reason",
      "storageKey": null
    }
  ],
  "type": "DiscoverItem",
  "abstractKey": null
};

(node as any).hash = "34d8a54e6ca1a61bf4f32e694d8bda4b";

export default node;
