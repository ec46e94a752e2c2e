/**
 * @generated SignedSource<<8c7e67e7e172e81eecdea21fe6d0c2a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CommentThreadSummary_comment$data = {
  readonly author: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly body: string;
  readonly resolvedBy: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "CommentThreadSummary_comment";
};
export type CommentThreadSummary_comment$key = {
  readonly " $data"?: CommentThreadSummary_comment$data;
  readonly " $fragmentSpreads": FragmentRefs<"CommentThreadSummary_comment">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CommentThreadSummary_comment",
  "selections": [
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "resolvedBy",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Comment",
  "abstractKey": null
};
})();

(node as any).hash = "6ceee43392bfb25e4d509eaf7404f5ec";

export default node;
