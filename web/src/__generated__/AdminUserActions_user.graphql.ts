/**
 * @generated SignedSource<<d95412796feeccc4f89ec30050483d3e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdminUserActions_user$data = {
  readonly disabledAt: any | null | undefined;
  readonly email: string;
  readonly id: string;
  readonly isAdmin: boolean;
  readonly " $fragmentType": "AdminUserActions_user";
};
export type AdminUserActions_user$key = {
  readonly " $data"?: AdminUserActions_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminUserActions_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminUserActions_user",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAdmin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disabledAt",
      "storageKey": null
    }
  ],
  "type": "AdminUser",
  "abstractKey": null
};

(node as any).hash = "88d8ad300c9e59b9d85c08f5cd79f92b";

export default node;
