/**
 * @generated SignedSource<<69dd1ae443403a0ad799a6c23710a3f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RemixLink_swipe$data = {
  readonly id: string;
  readonly remixable: boolean;
  readonly " $fragmentType": "RemixLink_swipe";
};
export type RemixLink_swipe$key = {
  readonly " $data"?: RemixLink_swipe$data;
  readonly " $fragmentSpreads": FragmentRefs<"RemixLink_swipe">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RemixLink_swipe",
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
      "name": "remixable",
      "storageKey": null
    }
  ],
  "type": "Swipe",
  "abstractKey": null
};

(node as any).hash = "8e9745720682d7ba8928b3b5e9707de3";

export default node;
