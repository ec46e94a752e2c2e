/**
 * @generated SignedSource<<ef0d1cadca9b7d49dda7c402638e03a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OnboardingActionType = "EXTERNAL" | "INTERNAL" | "%future added value";
export type OnboardingStatus = "COMPLETE" | "SKIPPED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type OnboardingChecklistFragment$data = {
  readonly complete: boolean;
  readonly done: number;
  readonly finished: boolean;
  readonly id: string;
  readonly progress: number;
  readonly skipped: number;
  readonly tasks: ReadonlyArray<{
    readonly action: {
      readonly href: string;
      readonly type: OnboardingActionType;
    };
    readonly completedAt: any | null | undefined;
    readonly description: string;
    readonly key: string;
    readonly status: OnboardingStatus | null | undefined;
    readonly title: string;
  }>;
  readonly total: number;
  readonly wizardVisible: boolean;
  readonly " $fragmentType": "OnboardingChecklistFragment";
};
export type OnboardingChecklistFragment$key = {
  readonly " $data"?: OnboardingChecklistFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"OnboardingChecklistFragment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OnboardingChecklistFragment",
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
      "name": "done",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "skipped",
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
      "name": "progress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "finished",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "complete",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "wizardVisible",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OnboardingTask",
      "kind": "LinkedField",
      "name": "tasks",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
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
          "name": "completedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "OnboardingTaskAction",
          "kind": "LinkedField",
          "name": "action",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "href",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "type",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Onboarding",
  "abstractKey": null
};

(node as any).hash = "e1e360cfe020d4d4c5cc7dbcac510612";

export default node;
