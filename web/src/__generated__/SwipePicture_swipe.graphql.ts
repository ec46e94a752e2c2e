/**
 * @generated SignedSource<<b16e4970fd204742dd56e3c39728f858>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CaptureStatus = "CAPTURING" | "DONE" | "FAILED" | "NONE" | "PARTIAL" | "PENDING" | "WAITING_TO_RETRY" | "%future added value";
export type SwipeKind = "AD" | "EMAIL" | "IMAGE" | "LANDING_PAGE" | "TEXT" | "VIDEO" | "WEBSITE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SwipePicture_swipe$data = {
  readonly captureStatus: CaptureStatus;
  readonly copy: string | null | undefined;
  readonly emailHtmlUrl: string | null | undefined;
  readonly imageHeight: number | null | undefined;
  readonly imageUrl: string | null | undefined;
  readonly imageWidth: number | null | undefined;
  readonly kind: SwipeKind;
  readonly title: string;
  readonly viewportUrl: string | null | undefined;
  readonly " $fragmentType": "SwipePicture_swipe";
};
export type SwipePicture_swipe$key = {
  readonly " $data"?: SwipePicture_swipe$data;
  readonly " $fragmentSpreads": FragmentRefs<"SwipePicture_swipe">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SwipePicture_swipe",
  "selections": [
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
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "copy",
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
      "name": "emailHtmlUrl",
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
      "name": "viewportUrl",
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
    }
  ],
  "type": "Swipe",
  "abstractKey": null
};

(node as any).hash = "71cc699ad16fc6cf0654f7bb922d778a";

export default node;
