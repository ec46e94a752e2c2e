/**
 * @generated SignedSource<<d64d52397a25db2213a27f56524aa675>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type EmailAttachments_swipe$data = {
  readonly attachments: ReadonlyArray<{
    readonly filename: string | null | undefined;
    readonly url: string;
  }>;
  readonly " $fragmentType": "EmailAttachments_swipe";
};
export type EmailAttachments_swipe$key = {
  readonly " $data"?: EmailAttachments_swipe$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailAttachments_swipe">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailAttachments_swipe",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SwipeAttachment",
      "kind": "LinkedField",
      "name": "attachments",
      "plural": true,
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
          "name": "filename",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Swipe",
  "abstractKey": null
};

(node as any).hash = "6d8970e8aebb3ed3a87c67ca09357213";

export default node;
