/**
 * @generated SignedSource<<218ed83dcc2a3965874833f2c2d2c5d6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SupportMessages_message$data = ReadonlyArray<{
  readonly attachmentHeight: number | null | undefined;
  readonly attachmentUrl: string | null | undefined;
  readonly attachmentWidth: number | null | undefined;
  readonly body: string;
  readonly createdAt: any;
  readonly fromSupport: boolean;
  readonly id: string;
  readonly " $fragmentType": "SupportMessages_message";
}>;
export type SupportMessages_message$key = ReadonlyArray<{
  readonly " $data"?: SupportMessages_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"SupportMessages_message">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "SupportMessages_message",
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
      "name": "body",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fromSupport",
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
      "name": "attachmentUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attachmentWidth",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attachmentHeight",
      "storageKey": null
    }
  ],
  "type": "SupportMessage",
  "abstractKey": null
};

(node as any).hash = "0e4c9b53c2426075958d52743de84a52";

export default node;
