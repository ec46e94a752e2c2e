/**
 * @generated SignedSource<<dac27b32c3f942b0aab904a1379f414f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CaptureStatus = "CAPTURING" | "DONE" | "FAILED" | "NONE" | "PARTIAL" | "PENDING" | "%future added value";
export type SwipeKind = "AD" | "EMAIL" | "IMAGE" | "LANDING_PAGE" | "WEBSITE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SwipeFacts_swipe$data = {
  readonly captureError: string | null | undefined;
  readonly captureStatus: CaptureStatus;
  readonly createdAt: any;
  readonly id: string;
  readonly kind: SwipeKind;
  readonly source: string | null | undefined;
  readonly url: string | null | undefined;
  readonly " $fragmentType": "SwipeFacts_swipe";
};
export type SwipeFacts_swipe$key = {
  readonly " $data"?: SwipeFacts_swipe$data;
  readonly " $fragmentSpreads": FragmentRefs<"SwipeFacts_swipe">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SwipeFacts_swipe",
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
    }
  ],
  "type": "Swipe",
  "abstractKey": null
};

(node as any).hash = "55dedf66a82e5f371d93262c8361d4d5";

export default node;
