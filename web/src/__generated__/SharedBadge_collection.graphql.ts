/**
 * @generated SignedSource<<23e654997911cc7786320b892ee864f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SharedBadge_collection$data = {
  readonly shareUrl: string | null | undefined;
  readonly " $fragmentType": "SharedBadge_collection";
};
export type SharedBadge_collection$key = {
  readonly " $data"?: SharedBadge_collection$data;
  readonly " $fragmentSpreads": FragmentRefs<"SharedBadge_collection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SharedBadge_collection",
  "selections": [
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

(node as any).hash = "36093dfdd83c4a47a3a9159f0e0ef444";

export default node;
