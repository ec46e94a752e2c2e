/**
 * @generated SignedSource<<be60db5975e1aa596b5117d58dbee7be>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type swipeAllowance_team$data = {
  readonly swipeAllowance: {
    readonly count: number;
    readonly limit: number | null | undefined;
    readonly remaining: number | null | undefined;
  };
  readonly " $fragmentType": "swipeAllowance_team";
};
export type swipeAllowance_team$key = {
  readonly " $data"?: swipeAllowance_team$data;
  readonly " $fragmentSpreads": FragmentRefs<"swipeAllowance_team">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "swipeAllowance_team"
};

(node as any).hash = "5dbe3fa0f136429501a13d0fc92d8877";

export default node;
