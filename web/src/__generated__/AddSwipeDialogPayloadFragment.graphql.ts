/**
 * @generated SignedSource<<95e9cce4aa955158088e5cd1b587ee3a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CaptureStatus = "CAPTURING" | "DONE" | "FAILED" | "NONE" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AddSwipeDialogPayloadFragment$data = {
  readonly errors: ReadonlyArray<{
    readonly __typename: string;
    readonly field?: string;
    readonly message?: string;
  }>;
  readonly swipe: {
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
      readonly tags: ReadonlyArray<{
        readonly id: string;
        readonly title: string;
      }>;
    };
    readonly " $fragmentSpreads": FragmentRefs<"SwipeCardFragment">;
  } | null | undefined;
  readonly " $fragmentType": "AddSwipeDialogPayloadFragment";
};
export type AddSwipeDialogPayloadFragment$key = {
  readonly " $data"?: AddSwipeDialogPayloadFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddSwipeDialogPayloadFragment">;
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
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "connections"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "AddSwipeDialogPayloadFragment",
  "selections": [
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
          "name": "captureStatus",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "SwipeCardFragment"
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
              "args": null,
              "concreteType": "Tag",
              "kind": "LinkedField",
              "name": "tags",
              "plural": true,
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
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "errors",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "message",
              "storageKey": null
            }
          ],
          "type": "Error",
          "abstractKey": "__isError"
        },
        {
          "kind": "InlineFragment",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "field",
              "storageKey": null
            }
          ],
          "type": "FieldError",
          "abstractKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CreateSwipePayload",
  "abstractKey": null
};
})();

(node as any).hash = "e4139f14b63be0f18feb81ada64d544a";

export default node;
