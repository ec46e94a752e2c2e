/**
 * @generated SignedSource<<0e3c9be33c2dc27db2fb0cb8458469a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ShareCollection_collection$data = {
  readonly id: string;
  readonly listedInDiscover: boolean;
  readonly name: string;
  readonly publishedAt: any | null | undefined;
  readonly shareUrl: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ShareLinks_collection">;
  readonly " $fragmentType": "ShareCollection_collection";
};
export type ShareCollection_collection$key = {
  readonly " $data"?: ShareCollection_collection$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShareCollection_collection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShareCollection_collection",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shareUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "listedInDiscover",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ShareLinks_collection"
    }
  ],
  "type": "Collection",
  "abstractKey": null
};

(node as any).hash = "275b340feeded8d321070807bb1c6c44";

export default node;
