/**
 * @generated SignedSource<<9ede19ba08550e6e59b69341c7d3881d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type TranscriptStatus = "DONE" | "FAILED" | "OFF" | "PENDING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type VideoTranscript_swipe$data = {
  readonly id: string;
  readonly transcript: {
    readonly failure: string | null | undefined;
    readonly note: string | null | undefined;
    readonly segments: ReadonlyArray<{
      readonly endMs: number;
      readonly startMs: number;
      readonly text: string;
    }>;
    readonly setupHelp: string | null | undefined;
    readonly status: TranscriptStatus;
  } | null | undefined;
  readonly " $fragmentType": "VideoTranscript_swipe";
};
export type VideoTranscript_swipe$key = {
  readonly " $data"?: VideoTranscript_swipe$data;
  readonly " $fragmentSpreads": FragmentRefs<"VideoTranscript_swipe">;
};

import VideoTranscriptRefetchQuery_graphql from './VideoTranscriptRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": VideoTranscriptRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "VideoTranscript_swipe",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SwipeTranscript",
      "kind": "LinkedField",
      "name": "transcript",
      "plural": false,
      "selections": [
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
          "name": "failure",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "setupHelp",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TranscriptSegment",
          "kind": "LinkedField",
          "name": "segments",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "startMs",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endMs",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "text",
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
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Swipe",
  "abstractKey": null
};

(node as any).hash = "bfef1529be70b08248a8a967286c0194";

export default node;
