/**
 * @generated SignedSource<<1444697da3a877dd594ead73001ae5c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CaptureStatus = "CAPTURING" | "DONE" | "FAILED" | "NONE" | "PARTIAL" | "PENDING" | "WAITING_TO_RETRY" | "%future added value";
export type SwipeKind = "AD" | "EMAIL" | "IMAGE" | "LANDING_PAGE" | "TEXT" | "VIDEO" | "WEBSITE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SwipeFacts_swipe$data = {
  readonly captureError: string | null | undefined;
  readonly captureReport: {
    readonly partialReason: string | null | undefined;
  } | null | undefined;
  readonly captureStatus: CaptureStatus;
  readonly createdAt: any;
  readonly id: string;
  readonly kind: SwipeKind;
  readonly remixedFrom: {
    readonly id: string;
    readonly title: string;
  } | null | undefined;
  readonly source: string | null | undefined;
  readonly url: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CaptureReportFacts_swipe">;
  readonly " $fragmentType": "SwipeFacts_swipe";
};
export type SwipeFacts_swipe$key = {
  readonly " $data"?: SwipeFacts_swipe$data;
  readonly " $fragmentSpreads": FragmentRefs<"SwipeFacts_swipe">;
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
  "name": "SwipeFacts_swipe",
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
      "name": "createdAt",
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
      "concreteType": "Swipe",
      "kind": "LinkedField",
      "name": "remixedFrom",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CaptureReportFacts_swipe"
    }
  ],
  "type": "Swipe",
  "abstractKey": null
};
})();

(node as any).hash = "8d20f37efb4b5273e4e3dc8eb32beace";

export default node;
