/**
 * @generated SignedSource<<92d8dd652d37f934de8e85cc8ce44478>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ApiTokenScope = "FULL" | "READ_ONLY" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ApiTokenItem_token$data = {
  readonly createdAt: any;
  readonly expiresAt: any | null | undefined;
  readonly lastUsedAt: any | null | undefined;
  readonly name: string;
  readonly scope: ApiTokenScope;
  readonly " $fragmentType": "ApiTokenItem_token";
};
export type ApiTokenItem_token$key = {
  readonly " $data"?: ApiTokenItem_token$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiTokenItem_token">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiTokenItem_token",
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
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scope",
      "storageKey": null
    }
  ],
  "type": "ApiToken",
  "abstractKey": null
};

(node as any).hash = "e746a06a4044b7981ee3e882c3c1afd0";

export default node;
