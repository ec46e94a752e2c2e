/**
 * @generated SignedSource<<01598fdeda924bd859dd6cbdb080769f>>
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Swipe",
  "abstractKey": null
};

(node as any).hash = "ec5c15798ffa49a37dd3a426b8aa1bdd";

export default node;
