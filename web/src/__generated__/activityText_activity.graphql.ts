/**
 * @generated SignedSource<<9d80a560376aed9c4704a0b454636b10>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
export type ActivityKind = "COMMENTED" | "MEMBER_JOINED" | "PLAN_CHANGED" | "SWIPE_ADDED" | "SWIPE_MOVED" | "SWIPE_TAGGED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type activityText_activity$data = {
  readonly actor: {
    readonly name: string;
  } | null | undefined;
  readonly collection: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly collections: ReadonlyArray<string>;
  readonly comment: {
    readonly body: string;
  } | null | undefined;
  readonly count: number | null | undefined;
  readonly fromPlan: string | null | undefined;
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
  readonly " $fragmentType": "activityText_activity";
};
export type activityText_activity$key = {
  readonly " $data"?: activityText_activity$data;
  readonly " $fragmentSpreads": FragmentRefs<"activityText_activity">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "activityText_activity"
};

(node as any).hash = "ee18d2ebd0ce44a6dc0cb4708ba7b585";

export default node;
