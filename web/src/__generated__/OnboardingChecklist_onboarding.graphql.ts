/**
 * @generated SignedSource<<e8d68f6537ec99ac270133b615e42dde>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OnboardingActionType = "EXTERNAL" | "INTERNAL" | "%future added value";
export type OnboardingStatus = "COMPLETE" | "SKIPPED" | "%future added value";
export type OnboardingStep = "INSTALL_EXTENSION" | "SWIPE_EMAIL" | "SWIPE_UPLOAD" | "SWIPE_WEBSITE" | "VIEW_ONBOARDING_SWIPES" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type OnboardingChecklist_onboarding$data = {
  readonly complete: boolean;
  readonly done: number;
  readonly finished: boolean;
  readonly progress: number;
  readonly skipped: number;
  readonly tasks: ReadonlyArray<{
    readonly action: {
      readonly href: string;
      readonly type: OnboardingActionType;
    };
    readonly completedAt: any | null | undefined;
    readonly description: string;
    readonly key: OnboardingStep;
    readonly status: OnboardingStatus | null | undefined;
    readonly title: string;
  }>;
  readonly total: number;
  readonly wizardVisible: boolean;
  readonly " $fragmentType": "OnboardingChecklist_onboarding";
};
export type OnboardingChecklist_onboarding$key = {
  readonly " $data"?: OnboardingChecklist_onboarding$data;
  readonly " $fragmentSpreads": FragmentRefs<"OnboardingChecklist_onboarding">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OnboardingChecklist_onboarding",
  "selections": [
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
  "type": "OnboardingProgress",
  "abstractKey": null
};

(node as any).hash = "514ddc228410ac156fb69cdba4de9acc";

export default node;
