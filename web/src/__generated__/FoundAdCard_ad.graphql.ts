/**
 * @generated SignedSource<<2723ad78e72d67554137b61cf2441e6c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FoundAdCard_ad$data = {
  readonly body: string;
  readonly brand: string;
  readonly id: string;
  readonly imageUrl: string | null | undefined;
  readonly link: string | null | undefined;
  readonly pageId: string | null | undefined;
  readonly platforms: ReadonlyArray<string>;
  readonly savedSwipe: {
    readonly id: string;
  } | null | undefined;
  readonly startedAt: any | null | undefined;
  readonly stoppedAt: any | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "FoundAdCard_ad";
};
export type FoundAdCard_ad$key = {
  readonly " $data"?: FoundAdCard_ad$data;
  readonly " $fragmentSpreads": FragmentRefs<"FoundAdCard_ad">;
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
  "name": "FoundAdCard_ad",
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
      "kind": "ScalarField",
      "name": "brand",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pageId",
      "storageKey": null
    },
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
      "name": "platforms",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stoppedAt",
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
      "concreteType": "Swipe",
      "kind": "LinkedField",
      "name": "savedSwipe",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "FoundAd",
  "abstractKey": null
};
})();

(node as any).hash = "236ee2f5db9c242029237e184182be8c";

export default node;
