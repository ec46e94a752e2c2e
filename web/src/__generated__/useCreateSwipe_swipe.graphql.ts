/**
 * @generated SignedSource<<f38481e95e63aed921e1624c3984d19e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CaptureStatus = "CAPTURING" | "DONE" | "FAILED" | "NONE" | "PARTIAL" | "PENDING" | "WAITING_TO_RETRY" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type useCreateSwipe_swipe$data = {
  readonly captureStatus: CaptureStatus;
  readonly id: string;
  readonly team: {
    readonly id: string;
    readonly swipeAllowance: {
      readonly count: number;
      readonly limit: number | null | undefined;
      readonly remaining: number | null | undefined;
    };
    readonly swipeCount: number;
    readonly tags: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly title: string;
        };
      }>;
      readonly totalCount: number;
    };
  };
  readonly " $fragmentSpreads": FragmentRefs<"SwipeCard_swipe">;
  readonly " $fragmentType": "useCreateSwipe_swipe";
};
export type useCreateSwipe_swipe$key = {
  readonly " $data"?: useCreateSwipe_swipe$data;
  readonly " $fragmentSpreads": FragmentRefs<"useCreateSwipe_swipe">;
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
  "name": "useCreateSwipe_swipe",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "captureStatus",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SwipeCard_swipe"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Team",
      "kind": "LinkedField",
      "name": "team",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "swipeCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SwipeAllowance",
          "kind": "LinkedField",
          "name": "swipeAllowance",
          "plural": false,
          "selections": [
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
              "name": "limit",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "remaining",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "first",
              "value": 100
            }
          ],
          "concreteType": "TeamTagsConnection",
          "kind": "LinkedField",
          "name": "tags",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "totalCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "TeamTagsConnectionEdge",
              "kind": "LinkedField",
              "name": "edges",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Tag",
                  "kind": "LinkedField",
                  "name": "node",
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
          "storageKey": "tags(first:100)"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Swipe",
  "abstractKey": null
};
})();

(node as any).hash = "7cd9c2b694e067e7deec99a03b8c8af0";

export default node;
