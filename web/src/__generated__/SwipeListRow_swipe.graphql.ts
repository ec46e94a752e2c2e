/**
 * @generated SignedSource<<6a63c1d7c24c353663731c1265101e68>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SwipeKind = "AD" | "EMAIL" | "IMAGE" | "LANDING_PAGE" | "TEXT" | "VIDEO" | "WEBSITE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SwipeListRow_swipe$data = {
  readonly authorName: string | null | undefined;
  readonly collections: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly createdAt: any;
  readonly kind: SwipeKind;
  readonly source: string | null | undefined;
  readonly tags: ReadonlyArray<{
    readonly id: string;
    readonly title: string;
  }>;
  readonly title: string;
  readonly url: string | null | undefined;
  readonly " $fragmentType": "SwipeListRow_swipe";
};
export type SwipeListRow_swipe$key = {
  readonly " $data"?: SwipeListRow_swipe$data;
  readonly " $fragmentSpreads": FragmentRefs<"SwipeListRow_swipe">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v1 = {
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
  "name": "SwipeListRow_swipe",
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
      "name": "url",
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
      "name": "authorName",
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
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "tags",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Collection",
      "kind": "LinkedField",
      "name": "collections",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Swipe",
  "abstractKey": null
};
})();

(node as any).hash = "9c25621608821a8342891e1a6503b995";

export default node;
