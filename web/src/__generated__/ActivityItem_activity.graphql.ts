/**
 * @generated SignedSource<<2e90bd3fccb2360531ac442e7417a871>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ActivityKind = "COMMENTED" | "MEMBER_JOINED" | "PLAN_CHANGED" | "SWIPE_ADDED" | "SWIPE_MOVED" | "SWIPE_TAGGED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ActivityItem_activity$data = {
  readonly actor: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly collection: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly collections: ReadonlyArray<string>;
  readonly comment: {
    readonly body: string;
    readonly id: string;
  } | null | undefined;
  readonly count: number | null | undefined;
  readonly createdAt: any;
  readonly fromPlan: string | null | undefined;
  readonly id: string;
  readonly kind: ActivityKind;
  readonly removedCollections: ReadonlyArray<string>;
  readonly role: string | null | undefined;
  readonly swipe: {
    readonly id: string;
    readonly title: string;
  } | null | undefined;
  readonly swipeTitle: string | null | undefined;
  readonly tags: ReadonlyArray<string>;
  readonly toPlan: string | null | undefined;
  readonly " $fragmentType": "ActivityItem_activity";
};
export type ActivityItem_activity$key = {
  readonly " $data"?: ActivityItem_activity$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActivityItem_activity">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
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
  "name": "ActivityItem_activity",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "actor",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Swipe",
      "kind": "LinkedField",
      "name": "swipe",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Collection",
      "kind": "LinkedField",
      "name": "collection",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Comment",
      "kind": "LinkedField",
      "name": "comment",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "body",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "swipeTitle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tags",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "collections",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "removedCollections",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fromPlan",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "toPlan",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    }
  ],
  "type": "Activity",
  "abstractKey": null
};
})();

(node as any).hash = "ba675cf754b87a1bbe20025a04e8d042";

export default node;
