/**
 * @generated SignedSource<<4880ed853b3cb91cf4883a3ab0fbf074>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type TrackedBrandKind = "KEYWORD" | "PAGE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type TrackedBrandItem_trackedBrand$data = {
  readonly collection: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly country: string;
  readonly id: string;
  readonly kind: TrackedBrandKind;
  readonly label: string;
  readonly lastCheckedAt: any | null | undefined;
  readonly lastError: string | null | undefined;
  readonly lastFoundCount: number;
  readonly lastSavedCount: number;
  readonly pausedAt: any | null | undefined;
  readonly query: string;
  readonly " $fragmentType": "TrackedBrandItem_trackedBrand";
};
export type TrackedBrandItem_trackedBrand$key = {
  readonly " $data"?: TrackedBrandItem_trackedBrand$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrackedBrandItem_trackedBrand">;
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
  "name": "TrackedBrandItem_trackedBrand",
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
      "name": "query",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Collection",
      "kind": "LinkedField",
      "name": "collection",
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
      "kind": "ScalarField",
      "name": "pausedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastCheckedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastError",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastFoundCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastSavedCount",
      "storageKey": null
    }
  ],
  "type": "TrackedBrand",
  "abstractKey": null
};
})();

(node as any).hash = "3c0c5377d0fbbcb314a9682eae5d42bb";

export default node;
