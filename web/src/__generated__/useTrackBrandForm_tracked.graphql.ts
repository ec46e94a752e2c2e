/**
 * @generated SignedSource<<c6fa50fa722e67e36da1ce9006b718b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
export type TrackedBrandKind = "KEYWORD" | "PAGE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type useTrackBrandForm_tracked$data = {
  readonly country: string;
  readonly kind: TrackedBrandKind;
  readonly query: string;
  readonly " $fragmentType": "useTrackBrandForm_tracked";
};
export type useTrackBrandForm_tracked$key = {
  readonly " $data"?: useTrackBrandForm_tracked$data;
  readonly " $fragmentSpreads": FragmentRefs<"useTrackBrandForm_tracked">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "useTrackBrandForm_tracked"
};

(node as any).hash = "66aee471ccfbd24ceb8ce600b0ae40ef";

export default node;
