/**
 * @generated SignedSource<<8a596c9186b8b3b674e0f012a6e5599c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ShareLinks_collection$data = {
  readonly name: string;
  readonly shareUrl: string | null | undefined;
  readonly " $fragmentType": "ShareLinks_collection";
};
export type ShareLinks_collection$key = {
  readonly " $data"?: ShareLinks_collection$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShareLinks_collection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShareLinks_collection",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shareUrl",
      "storageKey": null
    }
  ],
  "type": "Collection",
  "abstractKey": null
};

(node as any).hash = "5a3a3b2c38b5acbd046827b45b3abfcb";

export default node;
