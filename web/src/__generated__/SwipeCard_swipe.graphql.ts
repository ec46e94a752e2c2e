/**
 * @generated SignedSource<<b937cdc4b18b487e6b261a725c6340cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CaptureStatus = "CAPTURING" | "DONE" | "FAILED" | "NONE" | "PARTIAL" | "PENDING" | "WAITING_TO_RETRY" | "%future added value";
export type SwipeKind = "AD" | "EMAIL" | "IMAGE" | "LANDING_PAGE" | "TEXT" | "VIDEO" | "WEBSITE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SwipeCard_swipe$data = {
  readonly captureError: string | null | undefined;
  readonly captureReport: {
    readonly partialReason: string | null | undefined;
  } | null | undefined;
  readonly captureStatus: CaptureStatus;
  readonly commentCount: number;
  readonly faviconUrl: string | null | undefined;
  readonly id: string;
  readonly imageHeight: number | null | undefined;
  readonly imageWidth: number | null | undefined;
  readonly kind: SwipeKind;
  readonly notes: string | null | undefined;
  readonly source: string | null | undefined;
  readonly tags: ReadonlyArray<{
    readonly title: string;
  }>;
  readonly thumbnailUrl: string | null | undefined;
  readonly title: string;
  readonly url: string | null | undefined;
  readonly " $fragmentType": "SwipeCard_swipe";
};
export type SwipeCard_swipe$key = {
  readonly " $data"?: SwipeCard_swipe$data;
  readonly " $fragmentSpreads": FragmentRefs<"SwipeCard_swipe">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SwipeCard_swipe",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
      "name": "notes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "thumbnailUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageWidth",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageHeight",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "faviconUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "captureStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "captureError",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CaptureReport",
      "kind": "LinkedField",
      "name": "captureReport",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "partialReason",
          "storageKey": null
        }
      ],
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "commentCount",
      "storageKey": null
    }
  ],
  "type": "Swipe",
  "abstractKey": null
};
})();

(node as any).hash = "44b7d5baf957afa636228063445df28a";

export default node;
