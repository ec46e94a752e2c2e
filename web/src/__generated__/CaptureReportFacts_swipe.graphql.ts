/**
 * @generated SignedSource<<4632e40f64e9a16598e1cac32d4e463a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CaptureReportFacts_swipe$data = {
  readonly captureReport: {
    readonly consentBannersDismissed: ReadonlyArray<{
      readonly cmp: string;
    }>;
    readonly heightLimit: {
      readonly keptHeight: number;
      readonly pageHeight: number;
    } | null | undefined;
    readonly overlayDismissed: {
      readonly button: string | null | undefined;
      readonly hidden: boolean;
    } | null | undefined;
    readonly textLimit: {
      readonly kept: number;
    } | null | undefined;
  } | null | undefined;
  readonly finalUrl: string | null | undefined;
  readonly url: string | null | undefined;
  readonly " $fragmentType": "CaptureReportFacts_swipe";
};
export type CaptureReportFacts_swipe$key = {
  readonly " $data"?: CaptureReportFacts_swipe$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaptureReportFacts_swipe">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CaptureReportFacts_swipe",
  "selections": [
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
      "name": "finalUrl",
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
          "concreteType": "CaptureHeightLimit",
          "kind": "LinkedField",
          "name": "heightLimit",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "pageHeight",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "keptHeight",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CaptureTextLimit",
          "kind": "LinkedField",
          "name": "textLimit",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "kept",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DismissedConsentBanner",
          "kind": "LinkedField",
          "name": "consentBannersDismissed",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cmp",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DismissedOverlay",
          "kind": "LinkedField",
          "name": "overlayDismissed",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "button",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hidden",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Swipe",
  "abstractKey": null
};

(node as any).hash = "b06ac2e45cc41adaa2dadc3af86f20a3";

export default node;
