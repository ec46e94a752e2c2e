/**
 * @generated SignedSource<<95fe596d8feae6cc2378e311f8db2689>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CommentThread_head$data = {
  readonly body: string;
  readonly id: string;
  readonly pin: {
    readonly height: number | null | undefined;
    readonly timeMs: number | null | undefined;
    readonly width: number | null | undefined;
    readonly x: number;
    readonly y: number;
  } | null | undefined;
  readonly resolvedAt: any | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CommentItem_comment" | "CommentThreadSummary_comment">;
  readonly " $fragmentType": "CommentThread_head";
};
export type CommentThread_head$key = {
  readonly " $data"?: CommentThread_head$data;
  readonly " $fragmentSpreads": FragmentRefs<"CommentThread_head">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CommentThread_head",
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
      "concreteType": "CommentPin",
      "kind": "LinkedField",
      "name": "pin",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "x",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "y",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "width",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "height",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "timeMs",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resolvedAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CommentThreadSummary_comment"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CommentItem_comment"
    }
  ],
  "type": "Comment",
  "abstractKey": null
};

(node as any).hash = "e5ca6cec0eebcdee986ad8e2c25dd43e";

export default node;
