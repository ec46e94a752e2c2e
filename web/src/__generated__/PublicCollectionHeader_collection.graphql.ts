/**
 * @generated SignedSource<<26c560c2939a80e4baa06f246d0758cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PublicCollectionHeader_collection$data = {
  readonly coverUrl: string | null | undefined;
  readonly description: string | null | undefined;
  readonly name: string;
  readonly summary: string;
  readonly swipeCount: number;
  readonly teamName: string;
  readonly " $fragmentType": "PublicCollectionHeader_collection";
};
export type PublicCollectionHeader_collection$key = {
  readonly " $data"?: PublicCollectionHeader_collection$data;
  readonly " $fragmentSpreads": FragmentRefs<"PublicCollectionHeader_collection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PublicCollectionHeader_collection",
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "summary",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "teamName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "coverUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "swipeCount",
      "storageKey": null
    }
  ],
  "type": "PublicCollection",
  "abstractKey": null
};

(node as any).hash = "3cf424a48add6721241c361109f5ab95";

export default node;
