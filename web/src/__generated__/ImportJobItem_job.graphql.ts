/**
 * @generated SignedSource<<e3bba36b08c504902947be7aa9ce0f11>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ImportFormat = "BOOKMARKS_HTML" | "CSV" | "JSON" | "KARAKEEP_JSON" | "LINKWARDEN_JSON" | "SWIPESTACK_ZIP" | "%future added value";
export type ImportStatus = "CANCELLED" | "DONE" | "FAILED" | "QUEUED" | "RUNNING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ImportJobItem_job$data = {
  readonly createdAt: any;
  readonly duplicates: number;
  readonly error: string | null | undefined;
  readonly failed: number;
  readonly failures: ReadonlyArray<{
    readonly item: number;
    readonly reason: string;
  }>;
  readonly fileName: string;
  readonly format: ImportFormat;
  readonly id: string;
  readonly imported: number;
  readonly overCap: number;
  readonly processed: number;
  readonly status: ImportStatus;
  readonly total: number;
  readonly " $fragmentType": "ImportJobItem_job";
};
export type ImportJobItem_job$key = {
  readonly " $data"?: ImportJobItem_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"ImportJobItem_job">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ImportJobItem_job",
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
      "name": "fileName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "format",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "processed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imported",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "duplicates",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "overCap",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "failed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ImportFailure",
      "kind": "LinkedField",
      "name": "failures",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "item",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "error",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "ImportJob",
  "abstractKey": null
};

(node as any).hash = "cf6f7b8fd218d5cfed550075ea89994e";

export default node;
