/**
 * @generated SignedSource<<cad57aa80013654921e6dbf8effa66a7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type RemixPart = "BODY" | "CALL_TO_ACTION" | "HEADLINE" | "SUBJECT_LINE" | "%future added value";
export type RemixRating = "BAD" | "GOOD" | "%future added value";
export type RemixVariantStatus = "DONE" | "FAILED" | "WRITING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type RemixCard_remix$data = {
  readonly audience: string;
  readonly author: {
    readonly name: string;
  } | null | undefined;
  readonly createdAt: any;
  readonly id: string;
  readonly model: string;
  readonly parts: ReadonlyArray<RemixPart>;
  readonly product: string;
  readonly sourceSwipe: {
    readonly id: string;
  } | null | undefined;
  readonly sourceTitle: string | null | undefined;
  readonly tone: string;
  readonly variants: ReadonlyArray<{
    readonly edited: boolean;
    readonly error: string | null | undefined;
    readonly id: string;
    readonly rating: RemixRating | null | undefined;
    readonly savedSwipe: {
      readonly id: string;
      readonly title: string;
    } | null | undefined;
    readonly status: RemixVariantStatus;
    readonly text: string;
  }>;
  readonly " $fragmentType": "RemixCard_remix";
};
export type RemixCard_remix$key = {
  readonly " $data"?: RemixCard_remix$data;
  readonly " $fragmentSpreads": FragmentRefs<"RemixCard_remix">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RemixCard_remix",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "model",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "product",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "audience",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "parts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sourceTitle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Swipe",
      "kind": "LinkedField",
      "name": "sourceSwipe",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RemixVariant",
      "kind": "LinkedField",
      "name": "variants",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
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
          "name": "error",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rating",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "edited",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Swipe",
          "kind": "LinkedField",
          "name": "savedSwipe",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Remix",
  "abstractKey": null
};
})();

(node as any).hash = "bd91bc007bbad7b52417d7ee25a974f4";

export default node;
